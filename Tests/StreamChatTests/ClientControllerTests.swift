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

final class CurrentUserControllerTests: XCTestCase {
    func testCurrentUserAndUnreadCountAreTheTranscripts() {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))
        Fixture.store().performAsCurrent {
            let controller = client.currentUserController()
            controller.synchronize()
            XCTAssertEqual(controller.currentUser?.id, "me")
            XCTAssertEqual(controller.currentUser?.name, "Me")
            XCTAssertEqual(controller.unreadCount, UnreadCount(channels: 1, messages: 1, threads: 0))
            var done = false
            controller.updateUserData(name: "New name") {
                XCTAssertNil($0)
                done = true
            }
            XCTAssertTrue(done)
            XCTAssertEqual(controller.currentUser?.name, "Me")
        }
        XCTAssertNil(client.currentUserController().currentUser)
        XCTAssertEqual(client.currentUserController().unreadCount, .noUnread)
    }

    func testTheConnectionControllerReportsTheClientsStatusAndKeepsItsDelegate() {
        @MainActor final class Listener: ChatConnectionControllerDelegate {}
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))
        let controller = client.connectionController()
        XCTAssertTrue(controller.client === client)
        XCTAssertEqual(controller.connectionStatus, .initialized)
        client.connectGuestUser(userInfo: UserInfo(id: "me"))
        XCTAssertEqual(controller.connectionStatus, .connected)
        let listener = MainActor.assumeIsolated { Listener() }
        controller.delegate = listener
        XCTAssertTrue(controller.delegate === listener)
        let connected = expectation(description: "connect completes")
        controller.connect { error in
            XCTAssertNil(error)
            connected.fulfill()
        }
        wait(for: [connected], timeout: 5)
    }

    func testTheDataStoreLooksUpTheTranscriptsModels() {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))
        Fixture.store().performAsCurrent {
            let store = client.messageController(cid: "messaging:design", messageId: "m1").dataStore
            XCTAssertEqual(store.message(id: "r1")?.text, "In thread")
            XCTAssertNil(store.message(id: "nope"))
            XCTAssertEqual(store.channel(cid: "team:dm")?.members.count, 2)
            XCTAssertEqual(store.user(id: "bob")?.id, "bob")
            XCTAssertNil(store.user(id: "nobody"))
            XCTAssertEqual(store.currentUser()?.id, "me")
            XCTAssertEqual(store.thread(parentMessageId: "m1")?.parentMessage.id, "m1")
            XCTAssertNil(store.thread(parentMessageId: "m2"), "a message without replies has no thread")
            let list = client.channelListController(query: ChannelListQuery(filter: .containMembers(userIds: ["me"])))
            XCTAssertEqual(list.dataStore.channel(cid: "messaging:design")?.name, "Design")
        }
        XCTAssertNil(client.connectionController().dataStore.message(id: "m1"), "outside a render: empty")
    }

    @MainActor func testLoadThreadGivesTheTranscriptsThreadAndWritesAreInert() {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))
        var results: [Result<ChatThread, Error>] = []
        let done = expectation(description: "completions")
        done.expectedFulfillmentCount = 3
        Fixture.store().performAsCurrent {
            let controller = client.messageController(cid: "messaging:design", messageId: "m1")
            controller.loadThread {
                results.append($0)
                done.fulfill()
            }
            controller.updateThread(title: "Renamed") {
                results.append($0)
                done.fulfill()
            }
            client.messageController(cid: "messaging:design", messageId: "m2").loadThread {
                results.append($0)
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(results.compactMap { try? $0.get().parentMessage.id }, ["m1", "m1"])
        XCTAssertEqual(results.filter { (try? $0.get()) == nil }.count, 1, "m2 has no thread")
    }
}
