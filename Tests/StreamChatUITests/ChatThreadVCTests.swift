import StreamChat
import XCTest

@testable import StreamChatUI

final class ChatThreadVCTests: XCTestCase {
    final class AppThreadVC: ChatThreadVC {
        var finishedNext = 0
        override func didFinishLoadingNextReplies(with error: Error?) { finishedNext += 1 }
    }

    func testTheRegisteredThreadShowsTheParentAndItsReplies() {
        VCFixture.store().performAsCurrent {
            let components = Components()
            components.threadVC = AppThreadVC.self
            let vc = components.threadVC.init()
            vc.channelController = VCFixture.client.channelController(for: VCFixture.cid)
            vc.messageController = VCFixture.client.messageController(cid: VCFixture.cid, messageId: "m1")
            _ = VCFixture.loaded(vc, components: components)
            XCTAssertTrue(vc is AppThreadVC, "Components.threadVC makes the app's subclass")
            XCTAssertEqual(vc.replies.map(\.id), ["r1"])
            // The parent is the oldest row (threadRendersParentMessageEnabled).
            XCTAssertEqual(vc.messages.map(\.id), ["r1", "m1"])
            XCTAssertEqual(vc.messageListVC.listView.content?.messages.map(\.id), ["m1", "r1"])
            vc.loadNextReplies { _ in }
            XCTAssertEqual((vc as? AppThreadVC)?.finishedNext, 1)
        }
    }
}
