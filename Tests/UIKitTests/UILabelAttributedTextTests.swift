import ChatCanvas
import Foundation
import XCTest

@testable import UIKit

/// `UILabel.attributedText` is an `NSAttributedString`, as in UIKit: its characters become `text`, its paragraph
/// style's alignment the label's, and its kerning, line spacing and underline are drawn.
final class UILabelAttributedTextTests: XCTestCase {
    func testAttributedTextAndTextReplaceEachOther() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        XCTAssertEqual(label.text, "Styled")
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        label.text = "Plain"
        XCTAssertEqual(label.attributedText?.string, "Plain")
        XCTAssertNotEqual(
            label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        label.attributedText = nil
        XCTAssertNil(label.text)
    }

    func testParagraphStyleAlignmentBecomesTheLabelsAlignment() {
        let label = UILabel()
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        label.attributedText = NSAttributedString(string: "Centred", attributes: [.paragraphStyle: paragraph])
        XCTAssertEqual(label.textAlignment, .center)
        let copy = paragraph.copy() as? NSParagraphStyle
        XCTAssertEqual(copy?.alignment, .center)
        XCTAssertEqual((copy?.mutableCopy() as? NSMutableParagraphStyle)?.alignment, .center)
    }

    func testKernWidensTheLine() throws {
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: "Kerning", attributes: [.kern: 0])
        let kerned = UILabel()
        kerned.attributedText = NSAttributedString(string: "Kerning", attributes: [.kern: CGFloat(4)])
        let widthPlain = plain.intrinsicContentSize.width
        let widthKerned = kerned.intrinsicContentSize.width
        // Seven letters, 4 pt after each but the last that measuring leaves out: 24 to 28 pt wider.
        XCTAssertGreaterThanOrEqual(widthKerned - widthPlain, 23)
        XCTAssertLessThanOrEqual(widthKerned - widthPlain, 29)
    }

    func testLineSpacingAddsSpaceBetweenLines() {
        func height(spacing: CGFloat) -> CGFloat {
            let label = UILabel()
            label.numberOfLines = 0
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineSpacing = spacing
            label.attributedText = NSAttributedString(
                string: "One\nTwo\nThree", attributes: [.paragraphStyle: paragraph])
            return label.intrinsicContentSize.height
        }
        XCTAssertEqual(height(spacing: 10) - height(spacing: 0), 20, "three lines: two gaps of 10 pt")
    }

    func testUnderlineIsDrawn() throws {
        func inkedRows(_ attributes: [NSAttributedString.Key: Any]) throws -> Int {
            let label = UILabel()
            label.attributedText = NSAttributedString(string: "ace", attributes: attributes)
            label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
            let canvas = try Canvas(width: label.bounds.width, height: label.bounds.height, scale: 1)
            canvas.fill(Path.rect(label.bounds), color: .white)
            label.render(in: canvas)
            let px = canvas.rgbaPixels()
            let w = canvas.pixelWidth
            var rows = 0
            for y in 0..<canvas.pixelHeight where (0..<w).contains(where: { px[(y * w + $0) * 4] < 128 }) { rows += 1 }
            return rows
        }
        let plain = try inkedRows([:])
        XCTAssertGreaterThan(try inkedRows([.underlineStyle: NSUnderlineStyle.single.rawValue]), plain)
        XCTAssertGreaterThan(try inkedRows([.underlineStyle: NSUnderlineStyle.single]), plain)
    }

    func testLineBreakModesKeepUIKitsNamesAndValues() {
        let label = UILabel()
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        label.lineBreakMode = .byTruncatingMiddle
        XCTAssertEqual(label.lineBreakMode.rawValue, 5)
        XCTAssertEqual(NSTextAlignment.natural.rawValue, 4)
        XCTAssertEqual(NSLineBreakMode.byTruncatingMiddle.canvasMode, .truncateMiddle)
    }
}
