import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// Geometry measured on the SDK's suggestion pictures (`ChatMentionSuggestionView_Tests`, `ChatSuggestionsVC_Tests`,
/// `ChatCommandSuggestionView_Tests`, 1×).
final class ChatSuggestionsVCParityTests: XCTestCase {
    func host<V: UIView>(_ view: V, width: Double) -> V {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        root.addSubview(view)
        let h = view.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        view.frame = CGRect(x: 0, y: 0, width: width, height: h)
        view.layoutIfNeeded()
        return view
    }

    /// 300×56: avatar 40 at (8, 8); the name and "@id" lines start 24 pt apart (the SDK's ink tops are at y 9 and
    /// 33; they were 29 apart), the two centred on the row.
    func testMentionRowGeometry() {
        let v = ChatMentionSuggestionView()
        v.content = ChatUser(id: "vader", name: "Mr Vader")
        _ = host(v, width: 300)
        XCTAssertEqual(v.frame.height, 56)
        XCTAssertEqual(v.convert(v.avatarView.bounds, from: v.avatarView), CGRect(x: 8, y: 8, width: 40, height: 40))
        let name = v.convert(v.usernameLabel.bounds, from: v.usernameLabel)
        let tag = v.convert(v.usernameTagLabel.bounds, from: v.usernameTagLabel)
        XCTAssertEqual(name.minX, 56, accuracy: 0.5)
        XCTAssertEqual(tag.minY - name.minY, 24, accuracy: 1)
        XCTAssertEqual((name.minY + tag.maxY) / 2, 28, accuracy: 0.5)
        let at = v.convert(v.mentionSymbolImageView.bounds, from: v.mentionSymbolImageView)
        XCTAssertEqual(at.maxX, 292, accuracy: 0.5)
        XCTAssertEqual(at.midY, 28, accuracy: 0.5)
    }

    /// `ChatMentionSuggestionView_Tests/test_defaultAppearance`: the name and "@id" follow the content size, as the
    /// SDK's (`headlineBold` 17 → 15, `subheadlineBold` 15 → 13 at the small size): "Mr Vader" is 71 pt wide in the
    /// SDK's default picture and 64 in its `small-dark` one; chatshot drew it 71 wide in both.
    func testMentionRowFollowsTheContentSize() throws {
        func row(_ category: UIContentSizeCategory) -> (width: Double, tagSize: Double) {
            let root = _View()
            root.traitCollection = UITraitCollection(preferredContentSizeCategory: category)
            root.appearance = Appearance()
            root.components = Components()
            root.setUpIfNeeded()
            let v = ChatMentionSuggestionView()
            root.addSubview(v)
            v.content = ChatUser(id: "vader", name: "Mr Vader")
            v.frame = CGRect(x: 0, y: 0, width: 300, height: 56)
            v.layoutIfNeeded()
            // Measured while the root (which holds the traits) is alive.
            return (
                Double(v.usernameLabel.textLayout(width: nil)?.size.width ?? 0), v.usernameTagLabel.effectiveFont.size
            )
        }
        let large = row(.large)
        let small = row(.small)
        // Inter with SF Pro's tracking (untracked: 76 and 67).
        XCTAssertEqual(large.width, 73, accuracy: 1, "the SDK's: 71")
        XCTAssertEqual(small.width, 65, accuracy: 1, "the SDK's: 64")
        XCTAssertEqual(small.width / large.width, 15.0 / 17.0, accuracy: 0.02)
        XCTAssertEqual(large.tagSize, 15)
        XCTAssertEqual(small.tagSize, 13)
    }

    /// Without a name the id alone is centred on the avatar.
    func testMentionRowWithoutName() {
        let v = ChatMentionSuggestionView()
        v.content = ChatUser(id: "yoda")
        _ = host(v, width: 300)
        XCTAssertEqual(v.frame.height, 56)
        XCTAssertTrue(v.usernameLabel.isHidden)
        XCTAssertEqual(v.convert(v.usernameTagLabel.bounds, from: v.usernameTagLabel).midY, 28, accuracy: 0.5)
    }
}
