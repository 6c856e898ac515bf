import ChatCanvas
import StreamChat
import UIKit
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

// MARK: The header from its slots

extension ChatThreadVCTests {
    /// An app's thread title, registered in `Components.threadHeaderView`: its own title, in red.
    final class AppThreadHeaderView: ChatThreadHeaderView {
        override var titleText: String? { "Replies" }
        override func setUpAppearance() {
            super.setUpAppearance()
            titleContainerView.titleLabel.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
    }

    /// An app's title view, registered in `Components.titleContainerView`: its subtitle in blue.
    final class AppTitleContainerView: TitleContainerView {
        override func setUpAppearance() {
            super.setUpAppearance()
            subtitleLabel.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
    }

    private func threadScreen(_ components: Components) -> ChatThreadVC {
        let vc = components.threadVC.init()
        VCFixture.store().performAsCurrent {
            vc.channelController = VCFixture.client.channelController(for: VCFixture.cid)
            vc.messageController = VCFixture.client.messageController(cid: VCFixture.cid, messageId: "m1")
            _ = VCFixture.loaded(vc, components: components)
        }
        return vc
    }

    /// An app's thread controller with a bar button item: the bar draws it at the trailing edge.
    func testAnAppsBarButtonItemIsDrawnInTheThreadsBar() throws {
        final class MuteThreadVC: ChatThreadVC {
            override func setUpLayout() {
                super.setUpLayout()
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    image: UIImage(systemName: "bell.slash"), style: .plain, target: nil, action: nil)
            }
        }
        let components = Components()
        components.threadVC = MuteThreadVC.self
        let vc = threadScreen(components)
        vc.layoutIfNeeded()
        let bar = vc.navigationBarView
        let icon = try XCTUnwrap(bar.trailingItemsView.subviews.first as? UIImageView)
        XCTAssertEqual(bar.convert(icon.bounds, from: icon).maxX, 340, accuracy: 0.5)
        XCTAssertFalse(bar.trailingItemsView.isHidden)
    }

    /// Where the pixels of one colour are in a picture of the screen (1×, on its own background).
    private func pixels(of vc: ChatThreadVC, where matches: (UInt8, UInt8, UInt8) -> Bool) throws -> [CGPoint] {
        let canvas = try Canvas(width: vc.bounds.width, height: vc.bounds.height)
        vc.render(in: canvas)
        let px = canvas.rgbaPixels()
        var found: [CGPoint] = []
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                let i = (y * canvas.pixelWidth + x) * 4
                if matches(px[i], px[i + 1], px[i + 2]) {
                    found.append(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                }
            }
        }
        return found
    }

    func testTheHeaderIsTheRegisteredThreadHeaderViewDrawnInTheBar() throws {
        let components = Components()
        components.threadHeaderView = AppThreadHeaderView.self
        components.titleContainerView = AppTitleContainerView.self
        let vc = threadScreen(components)
        XCTAssertTrue(vc.headerView is AppThreadHeaderView, "made from Components.threadHeaderView")
        XCTAssertTrue(vc.headerView.titleContainerView is AppTitleContainerView, "made from titleContainerView")
        let title = vc.headerView.titleContainerView.titleLabel
        let subtitle = vc.headerView.titleContainerView.subtitleLabel
        XCTAssertEqual(title.text, "Replies")
        XCTAssertEqual(subtitle.text, "with Ann Lee", "an unnamed channel is named by its other members")
        // Centred in the bar (no avatar: on the screen's centre), on its 32-pt line.
        let header = vc.convert(vc.headerView.bounds, from: vc.headerView)
        XCTAssertEqual(header.midX, 180, accuracy: 0.5)
        XCTAssertEqual(header.midY, 32, accuracy: 0.5)

        let red = try pixels(of: vc) { r, g, b in r > 200 && g < 90 && b < 90 }
        let blue = try pixels(of: vc) { r, g, b in b > 200 && r < 90 && g < 90 }
        let titleFrame = vc.convert(title.bounds, from: title).insetBy(dx: -1, dy: -1)
        let subtitleFrame = vc.convert(subtitle.bounds, from: subtitle).insetBy(dx: -1, dy: -1)
        XCTAssertGreaterThan(red.count, 30, "the app's red title is drawn")
        XCTAssertTrue(red.allSatisfy { titleFrame.contains($0) }, "red only in the title")
        XCTAssertGreaterThan(blue.count, 10, "the app's blue subtitle is drawn")
        XCTAssertTrue(blue.allSatisfy { subtitleFrame.contains($0) }, "blue only in the subtitle")

        // The default header draws neither colour, and says "Thread Reply".
        let plain = threadScreen(Components())
        XCTAssertEqual(plain.headerView.titleContainerView.titleLabel.text, "Thread Reply")
        XCTAssertTrue(try pixels(of: plain) { r, g, b in r > 200 && g < 90 && b < 90 }.isEmpty)
    }
}
