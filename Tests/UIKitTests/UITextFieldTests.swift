import ChatCanvas
import Foundation
import UIKit
import XCTest

/// `UITextField` with UIKit's API, drawn at rest: the text or the grey placeholder in a rounded rectangle.
final class UITextFieldTests: XCTestCase {
    /// The box of the pixels that differ from white, and the darkest of them.
    private func ink(_ field: UITextField, size: CGSize) throws -> (box: CGRect, darkest: UInt8) {
        field.frame = CGRect(origin: .zero, size: size)
        field.layoutIfNeeded()
        let canvas = try Canvas(width: size.width, height: size.height, scale: 1)
        canvas.clear(.white)
        field.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        var darkest: UInt8 = 255
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                let g = bytes[(y * canvas.pixelWidth + x) * 4 + 1]
                guard g < 200 else { continue }
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                darkest = min(darkest, g)
            }
        }
        guard maxX >= 0 else { return (.null, 255) }
        return (CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), darkest)
    }

    func testIntrinsicHeightsAsIOS() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.intrinsicContentSize.height, 34, "a 17-pt system font in a rounded rectangle")
        field.borderStyle = .none
        XCTAssertEqual(field.intrinsicContentSize.height, 21)
        field.placeholder = "Name"
        XCTAssertGreaterThan(field.intrinsicContentSize.width, 30, "as wide as the placeholder")
    }

    func testAPIAsInUIKit() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        XCTAssertEqual(field.text, "")
        field.text = nil
        XCTAssertEqual(field.text, "", "nil text reads back empty, as in UIKit")
        XCTAssertFalse(field.hasText)
        field.attributedText = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.red])
        XCTAssertEqual(field.text, "Hi")
        field.attributedPlaceholder = NSAttributedString(string: "Write")
        XCTAssertEqual(field.placeholder, "Write")
        XCTAssertEqual(field.borderStyle, .none)
        field.keyboardType = .emailAddress
        field.returnKeyType = .send
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertTrue(field.canBecomeFirstResponder)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
        XCTAssertEqual(field.placeholderRect(forBounds: field.bounds), field.textRect(forBounds: field.bounds))
        XCTAssertEqual(field.editingRect(forBounds: field.bounds), field.textRect(forBounds: field.bounds))
        XCTAssertEqual(field.borderRect(forBounds: field.bounds), field.bounds)
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 30)
        field.layoutIfNeeded()
        XCTAssertEqual(icon.frame, CGRect(x: 0, y: 7, width: 30, height: 20))
    }

    func testThePlaceholderIsDrawnGreyInsideTheRoundedRectangle() throws {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        let (box, darkest) = try ink(field, size: CGSize(width: 200, height: 34))
        // The border is a 0.5-pt light grey line: lighter than the ink threshold, so the ink is the placeholder.
        XCTAssertGreaterThanOrEqual(box.minX, 7)
        XCTAssertLessThan(box.minX, 10)
        XCTAssertLessThan(box.maxX, 80)
        XCTAssertGreaterThan(box.minY, 8)
        XCTAssertLessThan(box.maxY, 26)
        XCTAssertGreaterThan(darkest, 120, "placeholder grey, not black")
        field.text = "Search"
        let typed = try ink(field, size: CGSize(width: 200, height: 34))
        XCTAssertLessThan(typed.darkest, 60, "text is drawn in the label colour")
        field.isSecureTextEntry = true
        let secure = try ink(field, size: CGSize(width: 200, height: 34))
        XCTAssertLessThan(secure.box.height, 10, "bullets, not letters")
    }

    func testTheRoundedRectangleIsAWhiteFillWithALightBorder() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        field.borderStyle = .roundedRect
        let canvas = try Canvas(width: 100, height: 34, scale: 2)
        field.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * canvas.pixelWidth + x) * 4
            return Array(bytes[i..<i + 4])
        }
        XCTAssertEqual(pixel(100, 34), [255, 255, 255, 255], "white inside")
        XCTAssertEqual(pixel(0, 0)[3], 0, "the corner is rounded")
        let border = pixel(100, 0)
        XCTAssertEqual(border[3], 255)
        XCTAssertLessThan(border[1], 230, "a light grey border")
        XCTAssertGreaterThan(border[1], 170)
    }
}
