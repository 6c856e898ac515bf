import ChatCanvas
import UIKit
import XCTest

/// `UIPageControl`: a dot per page, the current one in its own colour.
final class UIPageControlTests: XCTestCase {
    func testDotsAreDrawnCentredWithTheCurrentPageHighlighted() throws {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 3
        control.currentPage = 1
        control.pageIndicatorTintColor = .systemGray
        control.currentPageIndicatorTintColor = .systemRed
        XCTAssertEqual(control.intrinsicContentSize.height, 26)
        XCTAssertGreaterThan(control.intrinsicContentSize.width, 40)
        let canvas = try Canvas(width: 100, height: 26, scale: 1)
        control.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * canvas.pixelWidth + x) * 4
            return Array(bytes[i..<i + 4])
        }
        // Three 7-pt dots 16 pt apart, centred: 50 - 19.5 = 30.5 → centres at 34, 50, 66.
        XCTAssertEqual(pixel(50, 13), [0xFF, 0x3B, 0x30, 255], "the current page in red")
        XCTAssertEqual(pixel(34, 13), [0x8E, 0x8E, 0x93, 255], "another page in grey")
        XCTAssertEqual(pixel(66, 13), [0x8E, 0x8E, 0x93, 255])
        XCTAssertEqual(pixel(42, 13)[3], 0, "nothing between the dots")
    }

    func testASinglePageHidesWhenAsked() throws {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 40, height: 26))
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        let canvas = try Canvas(width: 40, height: 26, scale: 1)
        control.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        XCTAssertTrue(stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 0 })
        control.currentPage = 5
        XCTAssertEqual(control.currentPage, 0)
    }
}
