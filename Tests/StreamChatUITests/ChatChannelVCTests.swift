import StreamChat
import XCTest

@testable import StreamChatUI

final class ChatChannelVCTests: XCTestCase {
    final class AppMessageListVC: ChatMessageListVC {}

    final class AppChannelVC: ChatChannelVC {
        var didLoad = false
        var finishedPrevious: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            didLoad = true
        }
        override func didFinishLoadingPreviousMessages(with error: Error?) {
            finishedPrevious.append(error == nil ? "ok" : "error")
        }
    }

    func testTheRegisteredMessageListAndHeaderReadTheChannelController() {
        VCFixture.store().performAsCurrent {
            let components = Components()
            components.messageListVC = AppMessageListVC.self
            components.channelVC = AppChannelVC.self
            let vc = components.channelVC.init()
            vc.channelController = VCFixture.client.channelController(for: VCFixture.cid)
            _ = VCFixture.loaded(vc, components: components)
            let app = vc as? AppChannelVC
            XCTAssertNotNil(app, "Components.channelVC makes the app's subclass")
            XCTAssertEqual(app?.didLoad, true)
            XCTAssertTrue(vc.messageListVC is AppMessageListVC, "the message list is Components.messageListVC")
            XCTAssertTrue(vc.messageListVC.dataSource === vc)
            // Newest first, the thread reply not shown in the channel.
            XCTAssertEqual(vc.messages.map(\.id), ["m2", "m1"])
            XCTAssertEqual(vc.messageListVC.listView.content?.messages.map(\.id), ["m1", "m2"])
            XCTAssertEqual(vc.headerView.titleText, "Ann Lee")
            XCTAssertEqual(vc.headerView.titleLabel.text, "Ann Lee")
            XCTAssertGreaterThan(vc.messageComposerVC.frame.height, 0)
            XCTAssertEqual(vc.headerView.frame.height, ChatChannelHeaderView.height)
        }
    }

    func testLoadingPreviousMessagesCallsTheAppsOverride() {
        VCFixture.store().performAsCurrent {
            let vc = AppChannelVC()
            vc.channelController = VCFixture.client.channelController(for: VCFixture.cid)
            _ = VCFixture.loaded(vc)
            vc.loadPreviousMessages { _ in }
            XCTAssertEqual(vc.finishedPrevious, ["ok"])
        }
    }
}
