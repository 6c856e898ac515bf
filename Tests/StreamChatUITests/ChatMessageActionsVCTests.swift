import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The long-press action list, measured on the SDK's `ChatMessageActionsVC_Tests/test_defaultAppearance` pictures
/// (1×): rows 37 pt tall, 1 pt apart (38 pt from row to row), icons about 16 pt of ink from x 18, titles from x 44.
final class ChatMessageActionsVCTests: XCTestCase {
    let noop: (ChatMessageActionItem) -> Void = { _ in }

    func actionsVC(
        _ actions: [ChatMessageActionItem], width: Double = 360,
        traits: UITraitCollection = UITraitCollection()
    ) -> ChatMessageActionsVC {
        final class FixedActionsVC: ChatMessageActionsVC {
            var fixed: [ChatMessageActionItem] = []
            override var messageActions: [ChatMessageActionItem] { fixed }
        }
        let root = _View()
        root.traitCollection = traits
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let vc = FixedActionsVC()
        vc.fixed = actions
        root.addSubview(vc)
        let message = Fixture.message("m", Fixture.ann, at: 0)
        vc.content = .init(message: message, channel: Fixture.channel(), currentUser: Fixture.me)
        let h = vc.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 0, width: width, height: h)
        vc.layoutIfNeeded()
        return vc
    }

    /// Rows were 40 pt tall, 41 apart; the SDK's are 37 tall, 38 apart (six rows: 227 pt).
    func testRowsAre38PointsApart() {
        let vc = actionsVC([
            InlineReplyActionItem(action: noop), ThreadReplyActionItem(action: noop),
            MarkUnreadActionItem(action: noop), CopyActionItem(action: noop), FlagActionItem(action: noop),
            MuteUserActionItem(action: noop)
        ])
        let rows = vc.actionControls.map { vc.convert($0.bounds, from: $0) }
        XCTAssertEqual(rows.map(\.height), Array(repeating: 37, count: 6))
        XCTAssertEqual(rows[1].minY - rows[0].minY, 38)
        XCTAssertEqual(rows[5].minY - rows[0].minY, 5 * 38)
        XCTAssertEqual(vc.frame.height, 227)
    }

    /// The icon was 24 pt square at x 16 (about 22 pt of ink), the title at x 56; the SDK's icons have about
    /// 16 pt of ink from x 18 (the copy icon 16×16) and the titles start at x 44.
    func testIconAndTitlePositions() throws {
        let vc = actionsVC([CopyActionItem(action: noop)])
        let row = try XCTUnwrap(vc.actionControls.first)
        let icon = vc.convert(row.imageView.bounds, from: row.imageView)
        XCTAssertEqual(icon, CGRect(x: 17, y: 9.5, width: 18, height: 18))
        XCTAssertEqual(vc.convert(row.titleLabel.bounds, from: row.titleLabel).minX, 44)
        // The copy glyph's ink, drawn as the row draws it.
        let canvas = try Canvas(width: 360, height: vc.bounds.height)
        canvas.fill(Path.rect(vc.bounds), color: .white)
        vc.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        var xs: [Int] = []
        var ys: [Int] = []
        for y in 0..<37 {
            for x in 0..<40 {
                let i = (y * canvas.pixelWidth + x) * 4
                if Int(pixels[i]) + Int(pixels[i + 1]) + Int(pixels[i + 2]) < 3 * 200 {
                    xs.append(x)
                    ys.append(y)
                }
            }
        }
        let inkWidth = (xs.max() ?? 0) - (xs.min() ?? 0) + 1
        let inkHeight = (ys.max() ?? 0) - (ys.min() ?? 0) + 1
        XCTAssertEqual(Double(inkWidth), 16, accuracy: 2, "SDK copy icon: 16 pt wide")
        XCTAssertEqual(Double(inkHeight), 16, accuracy: 2, "SDK copy icon: 16 pt tall")
        XCTAssertEqual(Double(xs.min() ?? 0), 18, accuracy: 1.5)
    }

    /// The rows follow the content size like the SDK's (its small and extra-extra-extra-large pictures: 34 and 44).
    func testRowHeightFollowsTheContentSize() {
        let small = actionsVC(
            [CopyActionItem(action: noop)], traits: UITraitCollection(preferredContentSizeCategory: .small))
        XCTAssertEqual(small.actionControls[0].frame.height, 34)
        let large = actionsVC(
            [CopyActionItem(action: noop)],
            traits: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        XCTAssertEqual(large.actionControls[0].frame.height, 44)
    }

    /// The SDK's strings and icons: "Mark as unread" (was "Mark as Unread"), the thread reply's speech bubble (was
    /// a list glyph, `text.alignleft`).
    func testTitlesAndIconsAreTheSDKs() {
        XCTAssertEqual(MarkUnreadActionItem(action: { _ in }).title, "Mark as unread")
        XCTAssertEqual(Images.defaults.first { $0.name == "messageActionThreadReply" }?.icon, "text.bubble")
    }
}
