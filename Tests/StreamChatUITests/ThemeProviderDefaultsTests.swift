import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The protocols' default `appearance` / `components` on an app's plain UIKit types (as in the SDK): the object's
/// own value when set, else the nearest one above it, else the defaults.
final class ThemeProviderDefaultsTests: XCTestCase {
    final class PlainView: UIView, ThemeProvider {}
    final class PlainButton: UIButton, AppearanceProvider {}

    func testOwnValueElseNearestAboveElseDefault() {
        let outer = PlainView()
        let inner = PlainButton()
        outer.addSubview(inner)
        XCTAssertTrue(inner.appearance === Appearance.default)
        XCTAssertTrue(outer.components === Components.default)

        let custom = Appearance()
        outer.appearance = custom
        XCTAssertTrue(outer.appearance === custom)
        XCTAssertTrue(inner.appearance === custom, "inherits from the superview that has one")

        let own = Appearance()
        inner.appearance = own
        XCTAssertTrue(inner.appearance === own)
        XCTAssertTrue(outer.appearance === custom)
    }

    func testInheritsFromAnSDKViewAbove() {
        let sdkView = ChatMessageContentView()
        let custom = Appearance()
        sdkView.appearance = custom
        let plain = PlainView()
        sdkView.addSubview(plain)
        XCTAssertTrue(plain.appearance === custom)
    }

    func testAssociatedValuesAreKeptPerObject() {
        let a = UIView()
        let b = UIView()
        a.setAssociatedValue(1, forKey: "k")
        XCTAssertEqual(a.associatedValue(forKey: "k") as? Int, 1)
        XCTAssertNil(b.associatedValue(forKey: "k"))
        a.setAssociatedValue(nil, forKey: "k")
        XCTAssertNil(a.associatedValue(forKey: "k"))
    }
}
