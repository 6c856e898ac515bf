import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The SDK demo app's pinned-message line, declared by the app as the demo app does (`static let pinInfo`): its
/// resolver adds the option to pinned messages and its content view inserts a label at the top of
/// `bubbleThreadFootnoteContainer`, which is drawn above the bubble.
final class AppPinInfoTests: XCTestCase {
    final class PinContentView: ChatMessageContentView {
        var pinInfoLabel: UILabel?
        override func layout(options: ChatMessageLayoutOptions) {
            super.layout(options: options)
            guard options.contains(.appPinInfo) else { return }
            let label = UILabel()
            label.font = appearance.fonts.footnote
            label.textColor = appearance.colorPalette.textLowEmphasis
            bubbleThreadFootnoteContainer.insertArrangedSubview(label, at: 0)
            pinInfoLabel = label
        }
        override func updateContent() {
            super.updateContent()
            if content?.isPinned == true { pinInfoLabel?.text = "📌 Pinned by Ann" }
        }
    }

    func testThePinLineIsDrawnAboveTheBubble() throws {
        let message = Fixture.message("1", Fixture.ann, at: 0, text: "Meet at 6")
        message.isPinned = true
        message.pinDetails = MessagePinDetails(pinnedAt: Fixture.t0, pinnedBy: Fixture.ann, expiresAt: nil)
        let root = _View()
        root.appearance = Appearance()
        let components = Components()
        components.imageLoader = StubImageLoader()
        root.components = components
        root.setUpIfNeeded()
        let view = PinContentView()
        view.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0,
            timeZone: TimeZone(identifier: "UTC")!)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: [.avatar, .bubble, .text, .timestamp, .appPinInfo])
        view.content = message
        let size = view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity))
        view.frame = CGRect(x: 0, y: 0, width: 360, height: size.height)
        view.layoutIfNeeded()
        let label = try XCTUnwrap(view.pinInfoLabel)
        XCTAssertEqual(label.text, "📌 Pinned by Ann")
        let line = view.convert(label.bounds, from: label)
        XCTAssertGreaterThan(line.height, 10)
        XCTAssertLessThanOrEqual(line.maxY, view.bubbleFrame.minY + 0.5, "above the bubble")
        XCTAssertEqual(line.minX, view.bubbleFrame.minX, accuracy: 0.5, "at the bubble's leading edge")
    }
}

extension ChatMessageLayoutOption {
    /// The demo app's own option (its name there is `pinInfo`).
    fileprivate static let appPinInfo: Self = "pinInfo"
}
