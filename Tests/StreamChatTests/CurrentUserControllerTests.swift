import XCTest

@testable import StreamChat

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
