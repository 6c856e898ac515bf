import StreamChat
import XCTest

@testable import StreamChatUI

final class ChatMessageListVCTests: XCTestCase {
    final class AppMessageListVC: ChatMessageListVC {
        var setUpCalls = 0
        var displayed: [Int] = []
        override func setUp() {
            super.setUp()
            setUpCalls += 1
        }
    }

    final class Source: ChatMessageListVCDataSource, ChatMessageListVCDelegate {
        var messages: [ChatMessage]
        let channel: ChatChannel
        var displayed: [Int] = []
        init(channel: ChatChannel) {
            self.channel = channel
            messages = channel.messages.reversed()
        }
        func channel(for vc: ChatMessageListVC) -> ChatChannel? { channel }
        func numberOfMessages(in vc: ChatMessageListVC) -> Int { messages.count }
        func chatMessageListVC(_ vc: ChatMessageListVC, messageAt indexPath: IndexPath) -> ChatMessage? {
            messages[indexPath.item]
        }
        func chatMessageListVC(_ vc: ChatMessageListVC, messageLayoutOptionsAt indexPath: IndexPath)
            -> ChatMessageLayoutOptions
        { [.bubble] }
        func chatMessageListVC(_ vc: ChatMessageListVC, willDisplayMessageAt indexPath: IndexPath) {
            displayed.append(indexPath.item)
        }
        func chatMessageListVC(
            _ vc: ChatMessageListVC, didTapOnAction actionItem: ChatMessageActionItem,
            for message: ChatMessage
        ) {}
    }

    func testAnAppsSubclassRunsItsSetUpAndDrawsTheDataSourcesMessages() {
        VCFixture.store().performAsCurrent {
            let source = Source(channel: OfflineChatStore.current.channels[0])
            let vc = AppMessageListVC()
            vc.dataSource = source
            vc.delegate = source
            _ = VCFixture.loaded(vc)
            XCTAssertEqual(vc.setUpCalls, 1)
            XCTAssertTrue(vc.listView.superview === vc)
            // The list shows the messages oldest first; the delegate heard of each row.
            XCTAssertEqual(vc.listView.content?.messages.map(\.id), ["m1", "m2", "r1"])
            XCTAssertEqual(source.displayed, [0, 1, 2])
            XCTAssertEqual(vc.cellLayoutOptionsForMessage(at: IndexPath(item: 0, section: 0)), [.bubble])
            XCTAssertEqual(vc.getIndexPath(forMessageId: "m2"), IndexPath(item: 1, section: 0))
        }
    }

    func testTheContentViewClassIsTheRegisteredOne() {
        final class AppContentView: ChatMessageContentView {}
        let components = Components()
        components.messageContentView = AppContentView.self
        let vc = VCFixture.loaded(ChatMessageListVC(), components: components)
        XCTAssertTrue(vc.cellContentClassForMessage(at: IndexPath(item: 0, section: 0)) == AppContentView.self)
    }
}
