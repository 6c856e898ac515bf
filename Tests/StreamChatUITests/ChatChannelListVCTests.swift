import StreamChat
import XCTest

@testable import StreamChatUI

final class ChatChannelListVCTests: XCTestCase {
    final class AppRouter: ChatChannelListRouter {
        var shown: [ChannelId] = []
        override func showChannel(for cid: ChannelId) { shown.append(cid) }
    }

    final class AppChannelListVC: ChatChannelListVC {
        var appearanceSetUp = false
        override func setUpAppearance() {
            super.setUpAppearance()
            title = "Hidden Channels"
            appearanceSetUp = true
        }
    }

    func testAnAppsSubclassReadsTheControllersChannelsAndItsRegisteredRouter() {
        VCFixture.store().performAsCurrent {
            let components = Components()
            components.channelListRouter = AppRouter.self
            let query = ChannelListQuery(filter: .containMembers(userIds: ["me"]))
            let controller = VCFixture.client.channelListController(query: query)
            // The renderer registers an app's subclass with its init(); `make(with:)` then makes that class.
            ChatChannelListVC.register(AppChannelListVC.self) { AppChannelListVC() }
            let vc = AppChannelListVC.make(with: controller)
            _ = VCFixture.loaded(vc, components: components)
            let app = vc as? AppChannelListVC
            XCTAssertEqual(app?.appearanceSetUp, true)
            XCTAssertEqual(vc.title, "Hidden Channels")
            XCTAssertEqual(vc.channels.map(\.cid), [VCFixture.cid])
            XCTAssertTrue(vc.router is AppRouter, "the router is Components.channelListRouter")
            XCTAssertTrue(vc.router.rootViewController === vc)
            vc.router.showChannel(for: VCFixture.cid)
            XCTAssertEqual((vc.router as? AppRouter)?.shown, [VCFixture.cid])
        }
    }

    func testTheStatesFollowTheFlag() {
        VCFixture.store().performAsCurrent {
            let components = Components()
            components.isChatChannelListStatesEnabled = true
            let empty = ChannelListQuery(filter: .equal(.cid, to: ChannelId(type: .messaging, id: "none")))
            let vc = ChatChannelListVC.make(with: VCFixture.client.channelListController(query: empty))
            _ = VCFixture.loaded(vc, components: components)
            XCTAssertTrue(vc.channels.isEmpty)
            XCTAssertFalse(vc.emptyView.isHidden)
            XCTAssertTrue(vc.channelListErrorView.isHidden)
        }
    }
}
