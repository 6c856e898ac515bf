import XCTest

@testable import StreamChat

/// The SDK's reaction list controller lists a message's reactions of one type, and a channel's capability
/// accessors and last active members read the transcript's channel.
final class ReactionListAndCapabilitiesTests: XCTestCase {
    private let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))

    final class Recorder: ChatReactionListControllerDelegate {
        var changes: [ListChange<ChatMessageReaction>] = []
        func controller(
            _ controller: ChatReactionListController, didChangeReactions changes: [ListChange<ChatMessageReaction>]
        ) {
            self.changes += changes
        }
    }

    private func store() -> OfflineChatStore {
        let cid = ChannelId(type: .messaging, id: "design")
        let message = ChatMessage(
            id: "m1", text: "Ship it", author: Fixture.ann, createdAt: Fixture.date(0),
            latestReactions: [
                ChatMessageReaction(type: "like", author: Fixture.me),
                ChatMessageReaction(type: "love", author: Fixture.bob),
                ChatMessageReaction(type: "like", author: Fixture.bob)
            ])
        message.cid = cid
        let channel = ChatChannel(
            cid: cid, name: "Design", members: [Fixture.me, Fixture.ann], messages: [message],
            createdAt: Fixture.date(-60))
        return OfflineChatStore(channels: [channel], currentUser: Fixture.me)
    }

    func testTheControllerListsTheReactionsOfTheFilteredType() {
        store().performAsCurrent {
            let controller = client.reactionListController(
                query: ReactionListQuery(messageId: "m1", filter: .equal(.reactionType, to: "like")))
            let recorder = Recorder()
            controller.delegate = recorder
            XCTAssertTrue(controller.reactions.isEmpty, "nothing before synchronize")
            var done = false
            controller.synchronize { error in
                XCTAssertNil(error)
                done = true
            }
            XCTAssertTrue(done)
            XCTAssertEqual(Array(controller.reactions).map(\.author.id), ["me", "bob"])
            XCTAssertEqual(recorder.changes.map(\.item.author.id), ["me", "bob"])
            XCTAssertEqual(recorder.changes.map { $0.indexPath.last }, [0, 1])
            var loadedMore = false
            controller.loadMoreReactions { _ in loadedMore = true }
            XCTAssertTrue(loadedMore)
            XCTAssertEqual(controller.reactions.count, 2)

            let all = client.reactionListController(query: ReactionListQuery(messageId: "m1"))
            all.synchronize()
            XCTAssertEqual(all.reactions.count, 3)
            let byBob = client.reactionListController(
                query: ReactionListQuery(messageId: "m1", filter: .equal(.authorId, to: "bob")))
            byBob.synchronize()
            XCTAssertEqual(Array(byBob.reactions).map(\.type.rawValue), ["love", "like"])
        }
    }

    func testCapabilitiesReadOwnCapabilitiesElseTheFallbacks() {
        var channel = ChatChannel(cid: "messaging:caps")
        XCTAssertTrue(channel.canSendReaction, "reactions are on in the default config")
        XCTAssertTrue(channel.canDeleteOwnMessage)
        XCTAssertFalse(channel.canBanChannelMembers, "moderator actions need the capability")
        channel.config.reactionsEnabled = false
        XCTAssertFalse(channel.canSendReaction)
        channel.ownCapabilities = ["send-reaction", "ban-channel-members"]
        XCTAssertTrue(channel.canSendReaction)
        XCTAssertTrue(channel.canBanChannelMembers)
        XCTAssertFalse(channel.canSendReply)
        XCTAssertFalse(channel.canPinMessage)
    }

    func testLastActiveMembersAreTheMembersWithTheirUserFields() {
        let channel = ChatChannel(
            cid: "messaging:team", members: [Fixture.me, Fixture.ann], createdAt: Fixture.date(-60))
        let members = channel.lastActiveMembers
        XCTAssertEqual(members.map(\.id), ["me", "ann"])
        XCTAssertEqual(members.map(\.name), ["Me", "Ann"])
        XCTAssertEqual(members.first?.memberCreatedAt, Fixture.date(-60))
        XCTAssertEqual(members.first?.memberRole, .member)
    }
}
