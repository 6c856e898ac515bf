import XCTest

@testable import StreamChat

final class ClientControllerTests: XCTestCase {
    private let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))

    func testChannelControllerReturnsTheTranscriptsChannelAndMessages() {
        Fixture.store().performAsCurrent {
            let controller = client.channelController(for: ChannelId(type: .messaging, id: "design"))
            var called = false
            controller.synchronize { error in
                XCTAssertNil(error)
                called = true
            }
            XCTAssertTrue(called, "the completion runs synchronously")
            XCTAssertEqual(controller.state, .remoteDataFetched)
            XCTAssertEqual(controller.channel?.name, "Design")
            // Newest first; a thread reply only when shown in the channel.
            XCTAssertEqual(controller.messages.map(\.id), ["m2", "r2", "m1"])
            XCTAssertEqual(controller.messages.count, 3)
            XCTAssertEqual(controller.messages[0].text, "Bye")
            XCTAssertTrue(controller.hasLoadedAllPreviousMessages)
            XCTAssertEqual(controller.firstUnreadMessageId, "r2")
            XCTAssertEqual(controller.lastReadMessageId, "m1")
            var loaded = false
            controller.loadPreviousMessages {
                XCTAssertNil($0)
                loaded = true
            }
            XCTAssertTrue(loaded)
        }
    }

    func testBottomToTopOrdering() {
        Fixture.store().performAsCurrent {
            let controller = client.channelController(
                for: ChannelQuery(cid: "messaging:design"),
                messageOrdering: .bottomToTop)
            XCTAssertEqual(controller.messages.map(\.id), ["m1", "r2", "m2"])
        }
    }

    func testDelegateHearsStateChanges() {
        final class Delegate: ChatChannelControllerDelegate {
            var states: [DataController.State] = []
            func controller(_ controller: DataController, didChangeState state: DataController.State) {
                states.append(state)
            }
        }
        let delegate = Delegate()
        Fixture.store().performAsCurrent {
            let controller = client.channelController(for: "messaging:design")
            controller.delegate = delegate
            XCTAssertTrue(controller.delegate === delegate)
            controller.synchronize()
        }
        XCTAssertEqual(delegate.states, [.localDataFetched, .remoteDataFetched])
    }

    func testMessageControllerReturnsTheMessageAndItsReplies() {
        Fixture.store().performAsCurrent {
            let controller = client.messageController(cid: "messaging:design", messageId: "m1")
            controller.synchronize()
            XCTAssertEqual(controller.message?.text, "Hello")
            XCTAssertEqual(controller.replies.map(\.id), ["r2", "r1"])
            controller.listOrdering = .bottomToTop
            XCTAssertEqual(controller.replies.map(\.id), ["r1", "r2"])
            XCTAssertNil(client.messageController(cid: "messaging:design", messageId: "nope").message)
        }
    }

    func testChannelListControllerFiltersAndSorts() {
        Fixture.store().performAsCurrent {
            let all = client.channelListController(
                query: ChannelListQuery(
                    filter: .containMembers(userIds: ["me"]), sort: [Sorting(key: .lastMessageAt)]))
            all.synchronize()
            XCTAssertEqual(all.channels.map(\.cid), ["team:dm", "messaging:design"])
            let ascending = client.channelListController(
                query: ChannelListQuery(
                    filter: .in(.members, values: ["me"]), sort: [.init(key: .lastMessageAt, isAscending: true)]))
            XCTAssertEqual(ascending.channels.map(\.cid), ["messaging:design", "team:dm"])
            let withBob = client.channelListController(
                query: ChannelListQuery(
                    filter: .and([.equal(.type, to: .messaging), .containMembers(userIds: ["bob"])])))
            XCTAssertEqual(withBob.channels.map(\.cid), ["messaging:design"])
            let unknownKeysPass = client.channelListController(
                query: ChannelListQuery(
                    filter: .equal(.frozen, to: false)), filter: { $0.cid.type == .team })
            XCTAssertEqual(unknownKeysPass.channels.map(\.cid.id), ["dm"])
        }
    }

    func testCurrentUserIsTheTranscriptsElseTheConnectedOne() {
        var connected = false
        client.connectUser(userInfo: UserInfo(id: "someone", name: "Someone"), token: .development(userId: "someone")) {
            XCTAssertNil($0)
            connected = true
        }
        XCTAssertTrue(connected)
        XCTAssertEqual(client.currentUserId, "someone")
        Fixture.store().performAsCurrent { XCTAssertEqual(client.currentUserId, "me") }
        client.logout()
        XCTAssertNil(client.currentUserId)
    }

    func testOutsideARenderTheStoreIsEmpty() {
        XCTAssertNil(client.channelController(for: "messaging:design").channel)
        XCTAssertTrue(client.channelListController(query: .init(filter: .nonEmpty)).channels.isEmpty)
    }
}
