import StreamChat
import XCTest

@testable import StreamChatUI

final class ChatThreadListVCTests: XCTestCase {
    final class AppRouter: ChatThreadListRouter {
        var shown: [String] = []
        override func showThread(_ thread: ChatThread) { shown.append(thread.parentMessageId) }
    }

    final class AppThreadListVC: ChatThreadListVC {
        var setUpCalls = 0
        override func setUp() {
            super.setUp()
            title = "Threads"
            setUpCalls += 1
        }
    }

    func testAnAppsSubclassListsTheTranscriptsThreads() {
        VCFixture.store().performAsCurrent {
            let components = Components()
            components.threadListRouter = AppRouter.self
            let query = ThreadListQuery(watch: true)
            let vc = AppThreadListVC(
                threadListController: VCFixture.client.threadListController(query: query),
                eventsController: VCFixture.client.eventsController())
            _ = VCFixture.loaded(vc, components: components)
            XCTAssertEqual(vc.setUpCalls, 1)
            XCTAssertEqual(vc.title, "Threads")
            XCTAssertEqual(vc.threads.map(\.parentMessageId), ["m1"])
            XCTAssertTrue(vc.loadingView.isHidden)
            XCTAssertTrue(vc.emptyView.isHidden)
            XCTAssertTrue(vc.errorView.isHidden)
            XCTAssertTrue(vc.headerBannerView.isHidden)
            vc.newAvailableThreadIds = ["m9"]
            XCTAssertFalse(vc.headerBannerView.isHidden)
            XCTAssertTrue(vc.router is AppRouter)
            vc.router.showThread(vc.threads[0])
            XCTAssertEqual((vc.router as? AppRouter)?.shown, ["m1"])
        }
    }

    func testWithoutThreadsTheEmptyViewShows() {
        OfflineChatStore(channels: [Fixture.channel()], currentUser: Fixture.me).performAsCurrent {
            let vc = VCFixture.loaded(ChatThreadListVC())
            XCTAssertTrue(vc.threads.isEmpty)
            XCTAssertFalse(vc.emptyView.isHidden)
        }
    }
}
