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
}
