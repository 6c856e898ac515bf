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

extension ChatThreadVCTests {
    /// Replies that close their groups are as far apart as on the channel screen: 66 pt from bubble to bubble in
    /// `ChatThreadVC_Tests/test_defaultAppearance.default-light.png` (one-line replies, each with its timestamp),
    /// not 60 (the continuous bubble the thread info would bring left only 2 pt below each reply).
    func testRepliesClosingTheirGroupsAre66PointsApart() throws {
        var parent = Fixture.message("p", Fixture.ann, at: 0, text: "First message")
        parent.replyCount = 3
        var replies: [ChatMessage] = []
        for (i, text) in ["First reply", "Second reply", "Third reply"].enumerated() {
            var reply = Fixture.message("r\(i)", Fixture.ann, at: 600 + 180 * Double(i), text: text)
            reply.parentMessageId = "p"
            replies.append(reply)
        }
        let channel = Fixture.channel(messages: [parent] + replies)
        let vc = ChatThreadVC()
        OfflineChatStore(channels: [channel], currentUser: Fixture.me).performAsCurrent {
            vc.channelController = VCFixture.client.channelController(for: channel.cid)
            vc.messageController = VCFixture.client.messageController(cid: channel.cid, messageId: parent.id)
            vc.appearance = Appearance()
            vc.components = Components()
            vc.setUpIfNeeded()
            vc.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
            vc.layoutIfNeeded()
        }
        let list = vc.messageListVC.listView
        let bubbles = list.cells.compactMap { cell -> CGRect? in
            guard let view = cell.messageContentView, let bubble = view.bubbleView,
                view.content?.parentMessageId != nil
            else { return nil }
            return list.convert(CGRect(origin: .zero, size: bubble.frame.size), from: bubble)
        }
        XCTAssertEqual(bubbles.count, 3)
        for (upper, lower) in zip(bubbles, bubbles.dropFirst()) {
            XCTAssertEqual(lower.minY - upper.minY, 66, accuracy: 0.5)
        }
        // The parent keeps its continuous bubble: 30 pt from its bubble to the replies counter (the SDK's picture: 31
        // rows between the bubble's ink and the counter's band).
        let parentCell = list.cells.first { $0.messageContentView?.content?.id == "p" }
        let parentBubble = try XCTUnwrap(parentCell?.messageContentView?.bubbleView)
        let counter = try XCTUnwrap(parentCell?.footerContainer)
        XCTAssertEqual(
            list.convert(CGRect(origin: .zero, size: counter.frame.size), from: counter).minY
                - list.convert(CGRect(origin: .zero, size: parentBubble.frame.size), from: parentBubble).maxY, 30,
            accuracy: 0.5)
    }
}
