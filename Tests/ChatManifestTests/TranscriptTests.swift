import Foundation
import StreamChat
import StreamChatUI
import UIKit
import XCTest

@testable import ChatManifest

/// A channel query response as Stream's API returns it (trimmed), with fields chatshot ignores.
let realisticTranscript = #"""
    {
      "channel": {
        "id": "design-team", "type": "messaging", "cid": "messaging:design-team",
        "name": "Design Team", "image": "https://example.com/channel.png",
        "member_count": 4, "created_at": "2024-05-01T08:00:00.000000Z",
        "config": {"reactions": true, "replies": true, "read_events": true, "typing_events": true,
                   "commands": [{"name": "giphy", "args": "[text]", "description": "Post a random gif", "set": "fun_set"}],
                   "automod": "disabled", "max_message_length": 5000},
        "frozen": false, "disabled": false, "own_capabilities": ["send-message"]
      },
      "watcher_count": 2,
      "duration": "12.3ms",
      "members": [
        {"user_id": "alice", "user": {"id": "alice", "name": "Alice", "image": "avatars/alice.png", "online": true, "role": "user"}, "role": "member", "channel_role": "channel_member"},
        {"user_id": "bob", "user": {"id": "bob", "name": "Bob", "online": false, "last_active": "2024-05-01T08:30:00Z"}},
        {"user_id": "carol", "user": {"id": "carol", "name": "Carol"}},
        {"user_id": "dan"}
      ],
      "messages": [
        {"id": "m1", "text": "Morning! Draft is up 🎨", "type": "regular", "html": "<p>Morning!</p>",
         "user": {"id": "bob", "name": "Bob", "banned": false},
         "created_at": "2024-05-01T09:00:00.123456Z", "updated_at": "2024-05-01T09:00:00.123456Z",
         "reaction_counts": {"love": 2, "like": 1}, "reaction_scores": {"love": 2, "like": 1},
         "latest_reactions": [
            {"type": "love", "user_id": "alice", "user": {"id": "alice", "name": "Alice"}, "score": 1, "created_at": "2024-05-01T09:01:00Z"},
            {"type": "love", "user_id": "carol", "score": 1},
            {"type": "like", "user_id": "dan"}
         ],
         "own_reactions": [],
         "reply_count": 2, "thread_participants": [{"id": "alice"}, {"id": "carol"}],
         "attachments": [
            {"type": "image", "image_url": "https://cdn.example.com/draft.jpg", "thumb_url": "https://cdn.example.com/draft_thumb.jpg", "original_width": 1200},
            {"type": "file", "title": "brief.pdf", "asset_url": "https://cdn.example.com/brief.pdf", "mime_type": "application/pdf", "file_size": 120400},
            {"title": "Stream", "title_link": "https://getstream.io", "og_scrape_url": "https://getstream.io", "text": "Build chat", "author_name": "GetStream"}
         ],
         "mentioned_users": [], "silent": false, "pinned": false},
        {"id": "m2", "text": "Looks great @Bob", "user": {"id": "alice"},
         "created_at": "2024-05-01T09:02:00+02:00",
         "quoted_message_id": "m1", "mentioned_users": [{"id": "bob", "name": "Bob"}],
         "reaction_groups": {"haha": {"count": 3, "sum_scores": 3, "first_reaction_at": "2024-05-01T07:05:00Z"}},
         "own_reactions": [{"type": "haha", "user_id": "alice"}]},
        {"id": "m3", "text": "Same second, first", "user": {"id": "alice"}, "created_at": "2024-05-01T09:05:00Z", "local_state": "sendingFailed"},
        {"id": "m4", "text": "Same second, second", "user": {"id": "alice"}, "created_at": "2024-05-01T09:05:00Z",
         "message_text_updated_at": "2024-05-01T09:06:00Z"},
        {"id": "r1", "text": "A thread reply", "type": "reply", "parent_id": "m1", "show_in_channel": false,
         "user": {"id": "carol"}, "created_at": "2024-05-01T09:03:00Z"},
        {"id": "m5", "text": "", "type": "deleted", "user": {"id": "dan", "name": "Dan"}, "created_at": "2024-05-01T09:07:00Z",
         "deleted_at": "2024-05-01T09:08:00Z", "moderation": {"action": "bounce"}},
        {"id": "m6", "text": "Only you can see this", "type": "ephemeral", "user": {"id": "alice"}, "created_at": "2024-05-01T09:10:00Z",
         "attachments": [{"type": "giphy", "title": "hello", "giphy": {"fixed_height": {"url": "https://media.giphy.com/x.gif", "width": "200"}}}]}
      ],
      "read": [
        {"user": {"id": "alice"}, "last_read": "2024-05-01T09:10:00Z", "unread_messages": 0},
        {"user": {"id": "bob"}, "last_read": "2024-05-01T09:04:00Z", "unread_messages": 2, "last_read_message_id": "m2"},
        {"user": {"id": "carol"}, "last_read": "2024-05-01T09:05:00Z", "unread_messages": 1},
        {"user": {"id": "dan"}, "last_read": "2024-05-01T08:00:00Z", "unread_messages": 5}
      ],
      "pinned_messages": [],
      "current_user_id": "alice",
      "typing_users": ["carol"]
    }
    """#

final class TranscriptTests: XCTestCase {
    func loadRealistic(currentUser: String? = nil) throws -> (Transcript, Scratch) {
        let s = Scratch()
        s.write("avatars/alice.png", bytes: tinyPNG)
        let path = s.write("chat.json", realisticTranscript)
        return (try TranscriptLoader.load(path: path, currentUserId: currentUser), s)
    }

    func testRealisticTranscript() throws {
        let (t, s) = try loadRealistic()
        let channel = try XCTUnwrap(t.channel)
        XCTAssertFalse(t.isChannelList)
        XCTAssertEqual(t.channels.count, 1)
        XCTAssertEqual(channel.cid, "messaging:design-team")
        XCTAssertEqual(channel.name, "Design Team")
        XCTAssertEqual(
            channel.imageURL, URL(string: "https://example.com/channel.png"), "remote URLs are kept as they are")
        XCTAssertEqual(channel.memberCount, 4)
        XCTAssertEqual(channel.watcherCount, 2)
        XCTAssertEqual(channel.members.map(\.id), ["alice", "bob", "carol", "dan"])
        XCTAssertEqual(channel.config.commands.map(\.name), ["giphy"])
        XCTAssertEqual(channel.config.commands.first?.args, "[text]")
        XCTAssertEqual(channel.typingUsers.map(\.id), ["carol"])
        XCTAssertEqual(channel.unreadCount.messages, 0)

        // Current user and the local avatar (absolute, relative to the transcript).
        XCTAssertEqual(t.currentUser.id, "alice")
        XCTAssertEqual(t.currentUser.name, "Alice")
        XCTAssertTrue(t.currentUser.isOnline)
        let aliceURL = try XCTUnwrap(t.currentUser.imageURL)
        XCTAssertTrue(aliceURL.isFileURL, "a local image is a file: URL, as the SDK's URL-typed field holds it")
        let alicePath = aliceURL.path
        XCTAssertTrue(alicePath.hasPrefix("/"))
        XCTAssertTrue(alicePath.hasSuffix("/avatars/alice.png"))
        XCTAssertEqual(alicePath, PathUtil.normalize(s.dir + "/avatars/alice.png"))
        XCTAssertNotNil(t.images[alicePath], "local images are decoded once")

        // Order: by created_at; m2 (09:02+02:00 = 07:02Z) comes first; equal timestamps keep the transcript's order.
        XCTAssertEqual(channel.messages.map(\.id), ["m2", "m1", "r1", "m3", "m4", "m5", "m6"])
        let byId = Dictionary(uniqueKeysWithValues: channel.messages.map { ($0.id, $0) })
        let m1 = try XCTUnwrap(byId["m1"])
        let m2 = try XCTUnwrap(byId["m2"])

        // Dates with fractional seconds and offsets.
        XCTAssertEqual(m1.createdAt.timeIntervalSince1970, 1714554000.123456, accuracy: 0.000001)
        XCTAssertEqual(m2.createdAt.timeIntervalSince1970, 1_714_546_920, accuracy: 0.001)

        // Authors are enriched from members; isSentByCurrentUser from the current user.
        XCTAssertEqual(m2.author.name, "Alice")
        XCTAssertEqual(m2.author.imageURL, aliceURL)
        XCTAssertTrue(m2.isSentByCurrentUser)
        XCTAssertFalse(m1.isSentByCurrentUser)
        XCTAssertEqual(m1.author.lastActiveAt, ISODate.parse("2024-05-01T08:30:00Z"))

        // Reactions.
        XCTAssertEqual(m1.reactionCounts[MessageReactionType(rawValue: "love")], 2)
        XCTAssertEqual(m1.reactionCounts[MessageReactionType(rawValue: "like")], 1)
        XCTAssertEqual(m1.latestReactions.count, 3)
        XCTAssertEqual(m1.latestReactions[1].author.name, "Carol", "reaction authors by user_id are enriched")
        XCTAssertEqual(
            m1.currentUserReactions.map(\.type.rawValue), ["love"], "own_reactions empty → latest by the current user")
        XCTAssertEqual(m2.reactionCounts[MessageReactionType(rawValue: "haha")], 3, "reaction_groups give counts")
        XCTAssertEqual(m2.reactionScores[MessageReactionType(rawValue: "haha")], 3)
        XCTAssertEqual(m2.currentUserReactions.map(\.type.rawValue), ["haha"])
        XCTAssertEqual(m2.currentUserReactions.first?.author.id, "alice")

        // Quoted message resolved by id.
        XCTAssertTrue(m2.quotedMessage === m1)
        XCTAssertEqual(m2.mentionedUsers.map(\.id), ["bob"])

        // Threads.
        XCTAssertEqual(m1.replyCount, 2)
        XCTAssertEqual(m1.threadParticipants.map(\.displayName), ["Alice", "Carol"])
        let r1 = try XCTUnwrap(byId["r1"])
        XCTAssertEqual(r1.parentMessageId, "m1")
        XCTAssertEqual(r1.type, .reply)
        XCTAssertFalse(r1.showReplyInChannel)

        // Attachments.
        XCTAssertEqual(m1.attachments.map(\.type), ["image", "file", "linkPreview"])
        XCTAssertEqual(m1.attachments[0].imageURL, "https://cdn.example.com/draft.jpg")
        XCTAssertEqual(m1.attachments[1].fileSize, 120400)
        XCTAssertEqual(m1.attachments[1].mimeType, "application/pdf")
        XCTAssertEqual(m1.attachments[2].titleLink, "https://getstream.io")
        XCTAssertEqual(m1.attachments[2].authorName, "GetStream")
        let m6 = try XCTUnwrap(byId["m6"])
        XCTAssertEqual(m6.type, .ephemeral)
        XCTAssertEqual(m6.attachments.first?.type, "giphy")
        XCTAssertEqual(m6.attachments.first?.thumbURL, "https://media.giphy.com/x.gif")

        // Local state, edits, deletion, bounce.
        XCTAssertEqual(byId["m3"]?.localState, .sendingFailed)
        XCTAssertNotNil(byId["m4"]?.textUpdatedAt)
        XCTAssertTrue(byId["m5"]?.isDeleted ?? false)
        XCTAssertTrue(byId["m5"]?.isBounced ?? false)

        // Read counts: other members whose last_read ≥ created_at (the author excluded).
        XCTAssertEqual(m2.readByCount, 3, "bob 09:04, carol 09:05, dan 08:00 all ≥ 07:02Z")
        XCTAssertEqual(byId["m3"]?.readByCount, 1, "only carol (09:05) read m3 (09:05)")
        XCTAssertEqual(byId["m6"]?.readByCount, 0)
        XCTAssertEqual(m1.readByCount, 2, "alice and carol; bob is the author, dan read before")

        XCTAssertEqual(t.newestMessageDate, ISODate.parse("2024-05-01T09:10:00Z"))
    }

    func testCurrentUserOverrideAndUnreadCount() throws {
        let (t, _) = try loadRealistic(currentUser: "bob")
        XCTAssertEqual(t.currentUser.id, "bob")
        let channel = try XCTUnwrap(t.channel)
        XCTAssertEqual(channel.unreadCount, ChannelUnreadCount(messages: 2))
        let m1 = try XCTUnwrap(channel.messages.first { $0.id == "m1" })
        XCTAssertTrue(m1.isSentByCurrentUser)
        XCTAssertEqual(m1.currentUserReactions, [])
    }

    func testNoCurrentUser() {
        let s = Scratch()
        s.write("t.yaml", "messages: []\n")
        s.inside {
            XCTAssertErrorDescription("t.yaml: no current user: pass --current-user or set current_user_id") {
                try TranscriptLoader.load(path: "t.yaml", currentUserId: nil)
            }
        }
    }

    /// A current user who appears nowhere renders (it exited with status 2): a likely typo is a warning.
    func testUnknownCurrentUserRendersWithAWarning() throws {
        let s = Scratch()
        s.write(
            "t.yaml",
            """
            current_user_id: alcie
            members:
              - user: {id: alice}
            """)
        let t = try s.inside { try TranscriptLoader.load(path: "t.yaml", currentUserId: nil) }
        XCTAssertEqual(t.currentUser.id, "alcie")
        XCTAssertEqual(
            t.warnings,
            [
                #"t.yaml:1:18: current_user_id: no user "alcie" among the transcript's members, readers and authors; did you mean "alice"?"#
            ])
        let stranger = try TranscriptLoader.decode(
            text: "current_user_id: zed\nmembers: [{user: {id: alice}}]\n", file: "u.yaml",
            baseDirectory: "/tmp", currentUserId: nil)
        XCTAssertEqual(stranger.currentUser.id, "zed")
        XCTAssertEqual(stranger.warnings, [], "not a typo: a viewer who has not written yet")
    }

    /// Stream's `membership` is the current user's own membership: it names the current user when nothing else does.
    func testMembershipNamesTheCurrentUser() throws {
        let t = try TranscriptLoader.decode(
            text: "membership: {user: {id: bob}}\nmembers: [{user: {id: alice}}, {user: {id: bob}}]\n",
            file: "m.yaml", baseDirectory: "/tmp", currentUserId: nil)
        XCTAssertEqual(t.currentUser.id, "bob")
        XCTAssertEqual(t.channel?.isPinned, false)
        XCTAssertEqual(t.channel?.membership?.id, "bob", "the SDK's ChatChannel.membership: the current user's")
        let outsider = try TranscriptLoader.decode(
            text: "current_user_id: zed\nmembers: [{user: {id: alice}}]\n", file: "o.yaml", baseDirectory: "/tmp",
            currentUserId: nil)
        XCTAssertNil(outsider.channel?.membership, "not a member")
        let moderator = try TranscriptLoader.decode(
            text: """
                membership: {user: {id: bob}, channel_role: channel_moderator, banned: true, created_at: "2024-05-01T09:00:00Z"}
                members: [{user: {id: alice}}]

                """, file: "r.yaml", baseDirectory: "/tmp", currentUserId: nil)
        XCTAssertEqual(moderator.channel?.membership?.memberRole.rawValue, "channel_moderator", "Stream's membership")
        XCTAssertEqual(moderator.channel?.membership?.isBannedFromChannel, true)
        XCTAssertEqual(moderator.channel?.membership?.memberCreatedAt, Date(timeIntervalSince1970: 1_714_554_000))
    }

    /// `message_order: listed` keeps the transcript's order whatever the times (the SDK's test pictures that
    /// insert a newer message before an older one); the default sorts by time; another value is an error.
    func testMessageOrderListedKeepsTheTranscriptsOrder() throws {
        let messages = """
            current_user_id: a
            messages:
              - {id: new, text: Second, user: {id: b}, created_at: "1970-01-02T00:00:00Z"}
              - {id: old, text: First, user: {id: b}, created_at: "1970-01-01T00:00:00Z"}

            """
        let sorted = try TranscriptLoader.decode(
            text: messages, file: "o.yaml", baseDirectory: "/tmp", currentUserId: nil)
        XCTAssertEqual(sorted.channel?.messages.map(\.id), ["old", "new"])
        let listed = try TranscriptLoader.decode(
            text: "message_order: listed\n" + messages, file: "o.yaml", baseDirectory: "/tmp", currentUserId: nil)
        XCTAssertEqual(listed.channel?.messages.map(\.id), ["new", "old"])
        XCTAssertThrowsError(
            try TranscriptLoader.decode(
                text: "message_order: listd\n" + messages, file: "o.yaml", baseDirectory: "/tmp", currentUserId: nil)
        ) { error in
            XCTAssertEqual(
                "\(error)",
                #"o.yaml:1:16: message_order: unknown value "listd", expected time or listed; did you mean "listed"?"#)
        }
    }

    /// `membership.pinned_at` is the SDK's `ChatChannel.isPinned`, which apps' list item views read.
    func testMembershipPinnedAtPinsTheChannel() throws {
        let text = "membership: {user: {id: bob}, pinned_at: \"2024-05-01T09:00:00Z\"}\nmembers: [{user: {id: bob}}]\n"
        let t = try TranscriptLoader.decode(text: text, file: "m.yaml", baseDirectory: "/tmp", currentUserId: nil)
        XCTAssertEqual(t.channel?.isPinned, true)
    }

    /// Fields chatshot does not draw are one warning each, at their position.
    func testUndrawnFieldsAreWarnings() throws {
        let text = """
            current_user_id: alice
            members: [{user: {id: alice}}]
            messages:
              - {id: m1, user: {id: alice}, created_at: "2024-05-01T09:00:00Z", text: Hi}
              - id: m2
                user: {id: alice}
                created_at: "2024-05-01T09:01:00Z"
                poll: {id: p1, name: Lunch?}
                shared_location: {latitude: 1, longitude: 2}
            """
        let t = try TranscriptLoader.decode(text: text, file: "p.yaml", baseDirectory: "/tmp", currentUserId: nil)
        // A poll is drawn (no warning); shared locations are not.
        XCTAssertEqual(t.warnings, ["p.yaml:9:22: messages[1].shared_location: not drawn by chatshot"])
        XCTAssertEqual(t.channel?.messages.last?.poll?.name, "Lunch?")
        // Apps' code reads the location (the SDK's `ChatMessage.sharedLocation`): static, without `end_at`.
        let location = t.channel?.messages.last?.sharedLocation
        XCTAssertEqual(location?.latitude, 1)
        XCTAssertEqual(location?.longitude, 2)
        XCTAssertEqual(location?.messageId, "m2")
        XCTAssertEqual(location?.userId, "alice")
        XCTAssertEqual(location?.isLive, false)
    }

    func testTypingUsersInsideAChannelListEntry() throws {
        let text =
            #"{"current_user_id": "a", "channels": [{"channel": {"id": "x"}, "members": [{"user": {"id": "a"}}, {"user": {"id": "b", "name": "Bee"}}], "typing_users": ["b"]}]}"#
        let t = try TranscriptLoader.decode(text: text, file: "list.json", baseDirectory: "/tmp", currentUserId: nil)
        XCTAssertEqual(t.channels.first?.typingUsers.map(\.id), ["b"])
        XCTAssertEqual(t.channels.first?.typingUsers.first?.name, "Bee")
    }

    func testListStateExtensionKey() throws {
        let t = try TranscriptLoader.decode(
            text: #"{"current_user_id": "a", "state": "error", "channels": []}"#, file: "l.json",
            baseDirectory: "/tmp", currentUserId: nil)
        XCTAssertEqual(t.listState, .error)
        XCTAssertEqual(
            try TranscriptLoader.decode(
                text: "current_user_id: a\nchannels: []\n", file: "l.yaml", baseDirectory: "/tmp",
                currentUserId: nil
            ).listState, .loaded)
        XCTAssertErrorDescription(#"l.yaml:1:8: state: unknown list state "loadin"; did you mean "loading"?"#) {
            try TranscriptLoader.decode(
                text: "state: loadin\ncurrent_user_id: a\nchannels: []\n", file: "l.yaml", baseDirectory: "/tmp",
                currentUserId: nil)
        }
    }

    func testYAMLTranscriptWithComposer() throws {
        let s = Scratch()
        s.write("photo.png", bytes: tinyPNG)
        s.write(
            "t.yaml",
            """
            current_user_id: me
            channel: {type: messaging, id: dm, config: {commands: [giphy, mute]}}
            members:
              - user: {id: me, name: Me}
              - user: {id: you, name: You, image: "file:photo.png"}
            messages:
              - id: a
                text: "Hi"
                user: {id: you}
                created_at: 2024-01-02T10:00:00Z
              - id: b
                text: Hello back
                user: {id: me}
                created_at: 2024-01-02 10:01:00.5
            composer:
              text: "typing…"
              quoted_message_id: a
              command: /giphy
              placeholder: iMessage
              attachments:
                - {path: photo.png}
                - {name: report.pdf, size: 2048}
            """)
        let t = try s.inside { try TranscriptLoader.load(path: "t.yaml", currentUserId: nil) }
        let channel = try XCTUnwrap(t.channel)
        XCTAssertEqual(channel.cid, "messaging:dm")
        XCTAssertTrue(channel.isDirectMessageChannel)
        XCTAssertEqual(channel.messages.map(\.id), ["a", "b"])
        XCTAssertEqual(channel.messages[1].createdAt.timeIntervalSince1970, 1704189660.5, accuracy: 0.001)
        XCTAssertTrue(channel.messages[1].isSentByCurrentUser)
        XCTAssertTrue(channel.members[1].imageURL?.path.hasSuffix("/photo.png") ?? false, "file: URLs become paths")
        let composer = try XCTUnwrap(t.composer)
        XCTAssertEqual(composer.text, "typing…")
        XCTAssertEqual(composer.state, .quote)
        XCTAssertEqual(composer.quotingMessage?.id, "a")
        XCTAssertEqual(composer.command?.name, "giphy")
        XCTAssertEqual(composer.placeholder, "iMessage")
        XCTAssertEqual(composer.attachments.map(\.name), ["photo.png", "report.pdf"])
        XCTAssertEqual(composer.attachments.map(\.type), ["image", "file"])
        XCTAssertEqual(composer.attachments[0].fileSize, tinyPNG.count)
        XCTAssertEqual(composer.attachments[1].fileSize, 2048)
        XCTAssertTrue(composer.attachments[0].path?.hasPrefix("/") ?? false)
    }

    func testCustomComposerStateAndEdit() throws {
        let s = Scratch()
        s.write(
            "t.yaml",
            """
            current_user_id: me
            messages:
              - {id: a, text: Original, user: {id: me}, created_at: "2024-01-02T10:00:00Z"}
            composer: {state: custom, editing_message_id: a}
            """)
        let t = try s.inside { try TranscriptLoader.load(path: "t.yaml", currentUserId: nil) }
        XCTAssertEqual(t.composer?.state, ComposerState(rawValue: "custom"))
        XCTAssertEqual(t.composer?.editingMessage?.id, "a")
        XCTAssertEqual(t.composer?.text, "Original")
    }

    func testChannelList() throws {
        let s = Scratch()
        s.write(
            "list.json",
            #"""
            {"channels": [
              {"channel": {"cid": "messaging:one", "name": "One", "last_message_at": "2024-01-02T10:00:00Z"},
               "members": [{"user": {"id": "me"}}, {"user": {"id": "ann", "name": "Ann"}}],
               "messages": [{"id": "x", "text": "hey", "user": {"id": "ann"}, "created_at": "2024-01-02T10:00:00Z"}],
               "read": [{"user": {"id": "me"}, "last_read": "2024-01-01T00:00:00Z", "unread_messages": 3}],
               "watcher_count": 1, "membership": {"user": {"id": "me"}}, "new_field_we_do_not_know": 1},
              {"channel": {"cid": "messaging:two"},
               "members": [{"user": {"id": "me"}}, {"user": {"id": "ben"}}],
               "messages": []}
            ],
            "duration": "3ms", "current_user_id": "me"}
            """#)
        let t = try s.inside { try TranscriptLoader.load(path: "list.json", currentUserId: nil) }
        XCTAssertTrue(t.isChannelList)
        XCTAssertNil(t.channel)
        XCTAssertEqual(t.channels.map(\.cid), ["messaging:one", "messaging:two"])
        XCTAssertEqual(t.channels.map(\.unreadCount.messages), [3, 0])
        XCTAssertEqual(t.channels[0].messages.first?.author.name, "Ann")
        XCTAssertEqual(t.channels[0].lastMessageAt, ISODate.parse("2024-01-02T10:00:00Z"))
        XCTAssertNil(t.composer)
    }

    /// A read state's `last_delivered_at` / `last_delivered_message_id` (Stream's delivery receipts) are read into
    /// `ChatChannelRead`; `ChatChannel.deliveredReads(for:)` finds the members the message reached.
    func testReadsCarryDeliveryReceipts() throws {
        let s = Scratch()
        s.write(
            "t.json",
            #"""
            {"current_user_id": "me",
             "members": [{"user": {"id": "me"}}, {"user": {"id": "ann"}}, {"user": {"id": "ben"}}],
             "messages": [{"id": "m1", "text": "hi", "user": {"id": "me"}, "created_at": "2024-01-02T10:00:00Z"}],
             "read": [
               {"user": {"id": "ann"}, "last_read": "2024-01-01T00:00:00Z",
                "last_delivered_at": "2024-01-02T10:00:05Z", "last_delivered_message_id": "m1"},
               {"user": {"id": "ben"}, "last_read": "2024-01-01T00:00:00Z", "last_delivered_at": null}
             ]}
            """#)
        let t = try s.inside { try TranscriptLoader.load(path: "t.json", currentUserId: nil) }
        let channel = try XCTUnwrap(t.channel)
        XCTAssertEqual(channel.reads.map(\.lastDeliveredAt), [ISODate.parse("2024-01-02T10:00:05Z"), nil])
        XCTAssertEqual(channel.reads.map(\.lastDeliveredMessageId), ["m1", nil])
        let message = try XCTUnwrap(channel.messages.first)
        XCTAssertEqual(channel.deliveredReads(for: message).map(\.user.id), ["ann"])
        XCTAssertTrue(channel.reads(for: message).isEmpty)
    }

    func testSurrogatePairEscapesInJSON() throws {
        let s = Scratch()
        s.write(
            "t.json",
            #"{"current_user_id": "me", "messages": [{"id": "a", "text": "hi \ud83d\ude00 \u00e9 \\ud83d", "user": {"id": "me"}, "created_at": "2024-01-02T10:00:00Z"}]}"#
        )
        let t = try s.inside { try TranscriptLoader.load(path: "t.json", currentUserId: nil) }
        XCTAssertEqual(t.channel?.messages.first?.text, "hi 😀 é \\ud83d")
    }

    // MARK: - Errors

    func testMalformedJSON() {
        let s = Scratch()
        s.write(
            "bad.json",
            """
            {
              "current_user_id": "me",
              "messages": [
                {"id": "a" "text": "x"}
              ]
            }
            """)
        s.inside {
            XCTAssertErrorDescription(
                #"bad.json:4:16: invalid JSON: unexpected '"', expected ',' or '}' after a value in an object"#
            ) {
                try TranscriptLoader.load(path: "bad.json", currentUserId: nil)
            }
        }
    }

    func testBadDate() {
        let s = Scratch()
        s.write(
            "t.json",
            """
            {"current_user_id": "me",
             "messages": [{"id": "a", "user": {"id": "me"},
                           "created_at": "2024-13-01T10:00:00Z"}]}
            """)
        s.inside {
            XCTAssertErrorDescription(
                #"t.json:3:30: messages[0].created_at: expected an ISO 8601 date such as 2024-05-01T09:41:00Z, found "2024-13-01T10:00:00Z""#
            ) {
                try TranscriptLoader.load(path: "t.json", currentUserId: nil)
            }
        }
    }

    func testUnknownTopLevelKey() {
        let s = Scratch()
        s.write("t.yaml", "current_user_id: me\nmesages: []\n")
        s.inside {
            XCTAssertErrorDescription(#"t.yaml:2:1: mesages: unknown top-level key; did you mean "messages"?"#) {
                try TranscriptLoader.load(path: "t.yaml", currentUserId: nil)
            }
        }
    }

    func testWrongTypeInMessage() {
        let s = Scratch()
        s.write(
            "t.yaml",
            """
            current_user_id: me
            messages:
              - id: a
                user: {id: me}
                created_at: 2024-01-02T10:00:00Z
                reply_count: lots
            """)
        s.inside {
            XCTAssertErrorDescription(#"t.yaml:6:18: messages[0].reply_count: expected an integer, found "lots""#) {
                try TranscriptLoader.load(path: "t.yaml", currentUserId: nil)
            }
        }
    }

    func testUnknownQuotedMessage() {
        let s = Scratch()
        s.write(
            "t.yaml",
            """
            current_user_id: me
            messages:
              - {id: first, user: {id: me}, created_at: "2024-01-02T10:00:00Z"}
              - {id: b, user: {id: me}, created_at: "2024-01-02T10:00:00Z", quoted_message_id: frist}
            """)
        s.inside {
            XCTAssertErrorDescription(
                #"t.yaml:4:84: messages[1].quoted_message_id: no message with id "frist" in the transcript; did you mean "first"?"#
            ) {
                try TranscriptLoader.load(path: "t.yaml", currentUserId: nil)
            }
        }
    }

    func testMissingAndCorruptAvatar() {
        let s = Scratch()
        s.write("broken.png", "this is not a png")
        s.write(
            "t.yaml",
            """
            current_user_id: me
            members:
              - user: {id: me, image: missing.png}
            """)
        s.write(
            "u.yaml",
            """
            current_user_id: me
            members:
              - user: {id: me, image: broken.png}
            """)
        s.inside {
            XCTAssertErrorDescription(
                "t.yaml:3:27: members[0].user.image: no such image file: \(PathUtil.normalize(s.dir + "/missing.png"))"
            ) {
                try TranscriptLoader.load(path: "t.yaml", currentUserId: nil)
            }
            do {
                _ = try TranscriptLoader.load(path: "u.yaml", currentUserId: nil)
                XCTFail("a corrupt image is an error")
            } catch {
                XCTAssertTrue(
                    "\(error)".hasPrefix("u.yaml:3:27: members[0].user.image: cannot decode image "), "\(error)")
            }
        }
    }

    func testMissingTranscript() {
        XCTAssertErrorDescription("/nonexistent/chat.json: no such file") {
            try TranscriptLoader.load(path: "/nonexistent/chat.json", currentUserId: nil)
        }
    }

    func testUnknownLocalState() {
        let s = Scratch()
        s.write(
            "t.yaml",
            """
            current_user_id: me
            messages:
              - {id: a, user: {id: me}, created_at: "2024-01-02T10:00:00Z", local_state: sendingFaild}
            """)
        s.inside {
            XCTAssertErrorDescription(
                #"t.yaml:3:78: messages[0].local_state: unknown local state "sendingFaild"; did you mean "sendingFailed"?"#
            ) {
                try TranscriptLoader.load(path: "t.yaml", currentUserId: nil)
            }
        }
    }

    func testISODates() {
        XCTAssertEqual(ISODate.parse("1970-01-01T00:00:00Z")?.timeIntervalSince1970, 0)
        XCTAssertEqual(
            ISODate.parse("2024-02-29T12:00:00.5-01:30")?.timeIntervalSince1970, 1709213400.5, "12:00-01:30 is 13:30Z")
        XCTAssertEqual(ISODate.parse("2024-05-01T09:00:00+0200"), ISODate.parse("2024-05-01T07:00:00Z"))
        XCTAssertEqual(ISODate.parse("2024-05-01T09:00Z"), ISODate.parse("2024-05-01T09:00:00Z"))
        XCTAssertNil(ISODate.parse("2023-02-29T00:00:00Z"))
        XCTAssertNil(ISODate.parse("2024-05-01T25:00:00Z"))
        XCTAssertNil(ISODate.parse("yesterday"))
        XCTAssertNil(ISODate.parse("2024-05-01T09:00:00Zjunk"))
        // Spaces (and a tab or a no-break space) around a timestamp are ignored, inside one they are not.
        for padded in [" 2024-05-01T09:00:00Z", "2024-05-01T09:00:00Z ", "\t2024-05-01T09:00:00Z\u{00A0}"] {
            XCTAssertEqual(ISODate.parse(padded), ISODate.parse("2024-05-01T09:00:00Z"), padded)
        }
        XCTAssertNil(ISODate.parse("2024-05-01T09: 00:00Z"))
        XCTAssertNil(ISODate.parse(""))
    }
}

final class SourceParserTests: XCTestCase {
    func testDuplicateKey() {
        XCTAssertErrorDescription(#"m.yaml:3:3: tintColor: duplicate key (in the mapping at 2:3)"#) {
            try ManifestLoader.parse(text: "appearance:\n  tintColor: red\n  tintColor: blue\n", file: "m.yaml")
        }
    }

    func testTabIndentedAndMinifiedJSON() throws {
        let tabbed = "{\n\t\"appearance\": {\n\t\t\"tintColor\": \"#FF2D55\"\n\t}\n}\n"
        XCTAssertEqual(
            try ManifestLoader.parse(text: tabbed, file: "m.json").makeAppearance().tintColor, UIColor(hex: "#FF2D55"))
        let minified =
            #"{"components":{"messageListDateSeparatorEnabled":true,"messageLayoutOptionsResolver":{"remove":["flipped"]}}}"#
        let c = try ManifestLoader.parse(text: minified, file: "m.json").makeComponents()
        XCTAssertTrue(c.messageListDateSeparatorEnabled)
        XCTAssertEqual(c.messageLayoutOptionsResolver.removedOptions, ["flipped"])
    }

    func testYAMLAnchorsAreFollowed() throws {
        let yaml = "appearance:\n  colorPalette:\n    textPrimary: &ink \"#101010\"\n    chatTextIncoming: *ink\n"
        let a = try ManifestLoader.parse(text: yaml, file: "m.yaml").makeAppearance()
        XCTAssertEqual(a.colorPalette.chatTextIncoming, UIColor(hex: "#101010"))
    }

    func testQuotedBooleanIsAString() {
        XCTAssertErrorDescription(
            #"m.json:1:52: components.messageListDateSeparatorEnabled: expected a boolean (true/false), found "true""#
        ) {
            try ManifestLoader.parse(
                text: #"{"components": {"messageListDateSeparatorEnabled": "true"}}"#, file: "m.json")
        }
    }
}

final class DuplicateKeyJSONTests: XCTestCase {
    func testDuplicateKeyInJSON() {
        XCTAssertErrorDescription(#"t.json:1:40: id: duplicate key (in the mapping at 1:15)"#) {
            try TranscriptLoader.decode(
                text: #"{"messages": [{"id": "a", "text": "x", "id": "b"}]}"#,
                file: "t.json", baseDirectory: "/", currentUserId: "me")
        }
    }
}

extension TranscriptTests {
    /// Poll, upload and action fields are checked like every other field.
    func testSurfaceFieldsAreChecked() throws {
        func decode(_ message: String) throws -> Transcript {
            try TranscriptLoader.decode(
                text: """
                    current_user_id: alice
                    messages:
                      - {id: m1, user: {id: alice}, created_at: "2024-05-01T09:00:00Z", \(message)}
                    """, file: "s.yaml", baseDirectory: "/tmp", currentUserId: nil)
        }
        XCTAssertThrowsError(try decode("attachments: [{type: image, upload_state: uplodaing}]")) {
            XCTAssertTrue("\($0)".contains("did you mean \"uploading\""), "\($0)")
        }
        XCTAssertThrowsError(try decode("attachments: [{type: image, upload_progress: 1.5}]"))
        XCTAssertThrowsError(try decode("poll: {name: Q, voting_visibility: secret}"))
        XCTAssertThrowsError(try decode("poll: {options: []}")) { XCTAssertTrue("\($0)".contains("name"), "\($0)") }
        let t = try decode("attachments: [{type: file, upload_progress: 0.5}]")
        XCTAssertEqual(t.channel?.messages.first?.attachments.first?.uploadingState, .uploading(progress: 0.5))
    }
}
