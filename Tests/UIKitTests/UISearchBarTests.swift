import ChatCanvas
import UIKit
import XCTest

/// `UISearchBar` as iOS draws it: a 36-pt rounded grey field with a magnifier and the placeholder.
final class UISearchBarTests: XCTestCase {
    func testTheFieldIs36PointsTallAndDrawsTheMagnifierAndPlaceholder() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.placeholder = "Search messages"
        bar.searchBarStyle = .minimal
        XCTAssertEqual(bar.searchTextField.placeholder, "Search messages")
        XCTAssertEqual(bar.intrinsicContentSize.height, 56)
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 304, height: 36))
        let canvas = try Canvas(width: 320, height: 56, scale: 1)
        canvas.clear(.white)
        bar.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        func green(_ x: Int, _ y: Int) -> UInt8 { bytes[(y * canvas.pixelWidth + x) * 4 + 1] }
        XCTAssertEqual(green(4, 28), 255, "no background outside the field in the minimal style")
        XCTAssertLessThan(green(300, 28), 250, "the field's grey")
        XCTAssertGreaterThan(green(300, 28), 220)
        let magnifier = (14..<36).flatMap { x in (18..<38).map { green(x, $0) } }.min() ?? 255
        XCTAssertLessThan(magnifier, 180, "the magnifier glyph")
        let placeholder = (45..<150).flatMap { x in (18..<38).map { green(x, $0) } }.min() ?? 255
        XCTAssertLessThan(placeholder, 200, "the placeholder")
    }

    func testAPIAsInUIKit() {
        let bar = UISearchBar()
        bar.text = "hello"
        XCTAssertEqual(bar.searchTextField.text, "hello")
        bar.showsCancelButton = true
        bar.setShowsCancelButton(false, animated: true)
        XCTAssertFalse(bar.showsCancelButton)
        bar.barTintColor = .systemGray6
        bar.searchBarStyle = .prominent
        XCTAssertNil(bar.delegate)
    }
}
