import StreamChat
import XCTest

@testable import StreamChatUI

final class ChatMessageLayoutOptionsResolverTests: XCTestCase {
    func testMessagesWithinSixtySecondsFromOneAuthorAreGrouped() {
        let ms = [
            Fixture.message("1", Fixture.ann, at: 0), Fixture.message("2", Fixture.ann, at: 60),
            Fixture.message("3", Fixture.ann, at: 121)
        ]
        let o = Fixture.options(ms)
        // Exactly 60 s still groups: the first is continuous, with the avatar slot kept empty.
        XCTAssertTrue(o[0].contains(.continuousBubble))
        XCTAssertTrue(o[0].contains(.avatarSizePadding))
        XCTAssertFalse(o[0].contains(.timestamp))
        // 61 s breaks the group.
        XCTAssertFalse(o[1].contains(.continuousBubble))
        XCTAssertEqual(o[1].id, "avatar-bubble-text-timestamp")
        XCTAssertEqual(o[2].id, "avatar-bubble-text-timestamp")
    }

    func testAnotherAuthorOrASystemMessageClosesTheGroup() {
        let ms = [
            Fixture.message("1", Fixture.ann, at: 0), Fixture.message("2", Fixture.bob, at: 10),
            Fixture.message("3", Fixture.bob, at: 20), Fixture.message("4", Fixture.ann, at: 30, type: .system)
        ]
        let o = Fixture.options(ms, channel: Fixture.channel(members: [Fixture.me, Fixture.ann, Fixture.bob]))
        XCTAssertTrue(o[0].contains(.timestamp))
        XCTAssertTrue(o[1].contains(.continuousBubble))
        XCTAssertTrue(o[2].contains(.timestamp), "a following system message breaks the group")
        XCTAssertEqual(o[3].id, "centered-text")
    }

    func testCurrentUserMessagesAreFlippedWithoutAvatar() {
        let m = Fixture.message("1", Fixture.me, at: 0)
        let o = Fixture.options([m])[0]
        XCTAssertTrue(o.contains(.flipped))
        XCTAssertFalse(o.contains(.avatar))
        XCTAssertTrue(o.contains(.deliveryStatusIndicator))
    }

    func testAuthorNameOnlyInGroupsOfMoreThanTwo() {
        let m = Fixture.message("1", Fixture.ann, at: 0)
        XCTAssertFalse(Fixture.options([m])[0].contains(.authorName))
        let group = Fixture.channel(members: [Fixture.me, Fixture.ann, Fixture.bob], messages: [m])
        XCTAssertTrue(Fixture.options([m], channel: group)[0].contains(.authorName))
    }

    func testThreadReactionsErrorAndEphemeral() {
        let root = Fixture.message("1", Fixture.ann, at: 0)
        root.replyCount = 3
        root.reactionScores = [MessageReactionType(rawValue: "love"): 2]
        let failed = Fixture.message("2", Fixture.me, at: 100)
        failed.localState = .sendingFailed
        let ephemeral = Fixture.message("3", Fixture.me, at: 200, type: .ephemeral)
        let o = Fixture.options([root, failed, ephemeral])
        XCTAssertTrue(o[0].contains(.threadInfo))
        XCTAssertTrue(o[0].contains(.continuousBubble), "thread info makes the bubble continuous")
        XCTAssertTrue(o[0].contains(.reactions))
        XCTAssertTrue(o[1].contains(.errorIndicator))
        XCTAssertTrue(o[2].contains(.onlyVisibleToYouIndicator))
        XCTAssertFalse(o[2].contains(.text), "ephemeral messages show no text")
    }

    func testEditedMessageClosesGroupOnlyWhenEditedLabelIsEnabled() {
        let a = Fixture.message("1", Fixture.ann, at: 0)
        a.textUpdatedAt = Fixture.t0.addingTimeInterval(5)
        let b = Fixture.message("2", Fixture.ann, at: 10)
        XCTAssertTrue(Fixture.options([a, b])[0].contains(.continuousBubble))
        let resolver = ChatMessageLayoutOptionsResolver()
        resolver.isMessageEditedLabelEnabled = true
        XCTAssertFalse(Fixture.options([a, b], resolver: resolver)[0].contains(.continuousBubble))
    }

    func testJumbomojiHasNoBubble() {
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "🎉🎉")
        XCTAssertFalse(Fixture.options([m])[0].contains(.bubble))
        let long = Fixture.message("2", Fixture.ann, at: 0, text: "🎉🎉🎉🎉")
        XCTAssertTrue(Fixture.options([long])[0].contains(.bubble))
    }

    func testManifestRemoveInsertAndRules() {
        let resolver = ChatMessageLayoutOptionsResolver()
        resolver.removedOptions = ["flipped", "reactions"]
        resolver.insertedOptions = ["avatar", "timestamp", "authorName"]
        resolver.rules = [
            LayoutOptionsRule(when: .predicate("isSentByCurrentUser", true), insert: ["shareAttachments"])
        ]
        let mine = Fixture.message("1", Fixture.me, at: 0)
        let theirs = Fixture.message("2", Fixture.ann, at: 100)
        let o = Fixture.options([mine, theirs], resolver: resolver)
        XCTAssertFalse(o[0].contains(.flipped))
        XCTAssertTrue(o[0].contains(.authorName))
        XCTAssertTrue(o[0].contains("shareAttachments"))
        XCTAssertFalse(o[1].contains("shareAttachments"))
    }
}

/// Both spellings of `optionsForMessage` are overridable: the list asks the one with `appearance:`, whose default
/// answers what the one without it answers.
extension ChatMessageLayoutOptionsResolverTests {
    final class ThreeArgumentResolver: ChatMessageLayoutOptionsResolver {
        override func optionsForMessage(
            at indexPath: IndexPath, in channel: ChatChannel,
            with messages: AnyRandomAccessCollection<ChatMessage>
        )
            -> ChatMessageLayoutOptions
        {
            var options = super.optionsForMessage(at: indexPath, in: channel, with: messages)
            options.insert(.authorName)
            return options
        }
    }

    final class FourArgumentResolver: ChatMessageLayoutOptionsResolver {
        override func optionsForMessage(
            at indexPath: IndexPath, in channel: ChatChannel,
            with messages: AnyRandomAccessCollection<ChatMessage>,
            appearance: Appearance
        ) -> ChatMessageLayoutOptions {
            var options = super.optionsForMessage(
                at: indexPath, in: channel, with: messages,
                appearance: appearance)
            options.remove(.timestamp)
            return options
        }
    }

    func testAnOverrideOfEitherSpellingIsWhatTheListGets() {
        let messages = [Fixture.message("1", Fixture.ann, at: 0)]
        let plain = Fixture.options(messages)[0]
        XCTAssertTrue(plain.contains(.timestamp))
        XCTAssertFalse(plain.contains(.authorName))
        var withAuthor = plain
        withAuthor.insert(.authorName)
        var withoutTimestamp = plain
        withoutTimestamp.remove(.timestamp)
        XCTAssertEqual(Fixture.options(messages, resolver: ThreeArgumentResolver())[0], withAuthor)
        XCTAssertEqual(Fixture.options(messages, resolver: FourArgumentResolver())[0], withoutTimestamp)
        // The three-argument call answers the default rules too.
        let channel = Fixture.channel(messages: messages)
        XCTAssertEqual(
            ChatMessageLayoutOptionsResolver().optionsForMessage(
                at: IndexPath(item: 0, section: 0), in: channel, with: AnyRandomAccessCollection(messages)), plain)
    }
}
