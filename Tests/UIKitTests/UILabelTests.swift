import ChatCanvas
import XCTest

@testable import UIKit

/// A one-line label that shrinks its text to fit (`adjustsFontSizeToFitWidth`) ends with a line that fits whole,
/// tracking included (SF Pro's tracking changes with the size, so shrinking by the ratio alone can leave it wider).
final class UILabelTests: XCTestCase {
    func testAShrunkLineFitsItsWidth() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "You can't send messages in this channel"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let natural = try XCTUnwrap(label.textLayout(width: nil)).size.width
        for fraction in [0.99, 0.95, 0.8] {
            let width = natural * fraction
            let layout = try XCTUnwrap(label.textLayout(width: width))
            let whole = TextLayout(
                layout.text, font: layout.font, color: .black, width: nil, maxLines: 1, alignment: .left,
                lineBreakMode: .truncateTail, direction: .auto)
            XCTAssertLessThan(layout.font.size, 17)
            XCTAssertLessThanOrEqual(whole.size.width, width, "at \(fraction) of the natural width")
        }
    }
}

/// A label in the system font puts its first baseline where UIKit puts SF Pro's: the SF Pro block centred in the
/// label, the baseline on a whole pixel above. The SDK's 13-pt timestamps, 16 pt tall, stand on the row 12 pt below
/// their top (`ChatChannelVC_Tests` pictures: ink rows 622…631 under a label at 620), and in the 20-pt footnote row
/// of an ephemeral message on the row 14 below it; Inter's own ascent put them 0.7 pt lower.
final class UILabelBaselineTests: XCTestCase {
    /// The rows of a label's picture (1×, or `scale`) with ink darker than half, in points from its top.
    private func inkRows(_ label: UILabel, scale: Double = 1) throws -> ClosedRange<Double> {
        let canvas = try Canvas(width: label.bounds.width, height: label.bounds.height, scale: scale)
        canvas.fill(Path.rect(label.bounds), color: .white)
        label.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        var rows: [Int] = []
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth where pixels[(y * canvas.pixelWidth + x) * 4] < 128 {
                rows.append(y)
                break
            }
        }
        let first = try XCTUnwrap(rows.first)
        let last = try XCTUnwrap(rows.last)
        return Double(first) / scale...Double(last + 1) / scale
    }

    private func timestamp(height: CGFloat, top: CGFloat = 0) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: top, width: 60, height: height))
        label.font = .systemFont(ofSize: 13)
        label.textColor = .black
        label.text = "12:01 AM"
        return label
    }

    func testATimestampStandsTwelvePointsBelowTheTopOfItsSixteenPointLabel() throws {
        XCTAssertEqual(try inkRows(timestamp(height: 16)).upperBound, 12)
    }

    func testInATwentyPointRowItStandsFourteenPointsBelowTheTop() throws {
        XCTAssertEqual(try inkRows(timestamp(height: 20)).upperBound, 14)
    }

    func testTheBaselineIsOnAWholePixelWhereverTheLabelIs() throws {
        // A label at a fractional position: its baseline still falls on a pixel row of the picture.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        root.backgroundColor = .white
        let label = timestamp(height: 16, top: 5.4)
        root.addSubview(label)
        let canvas = try Canvas(width: 60, height: 30, scale: 2)
        root.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        // The last row darker than half (the digits' flat bottoms) ends at a whole pixel: the row under it is white.
        var last = 0
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth where pixels[(y * canvas.pixelWidth + x) * 4] < 128 { last = y }
        }
        let below = (0..<canvas.pixelWidth).map { Int(pixels[((last + 1) * canvas.pixelWidth + $0) * 4]) }
        XCTAssertGreaterThan(below.min() ?? 0, 150, "nothing under the baseline but the round letters' overshoot")
        // 5.4 + 12.62 (SF Pro's centred baseline) → the pixel row at 18.0 (2×: 36 pixels).
        XCTAssertEqual(last + 1, 36)
    }

    func testAnotherFamilyKeepsItsOwnMetrics() throws {
        let label = timestamp(height: 16)
        label.font = UIFont(Font(family: "DejaVu Sans", size: 13))
        let layout = try XCTUnwrap(label.textLayout(width: 60))
        XCTAssertNil(layout.systemFontBlock)
    }
}
