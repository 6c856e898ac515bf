import ChatCanvas
import UIKit
import XCTest

final class UIActivityIndicatorViewTests: XCTestCase {
    private func inkedPixels(_ indicator: UIActivityIndicatorView) throws -> Int {
        indicator.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let canvas = try Canvas(width: 20, height: 20, scale: 1)
        indicator.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        return stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] > 0 }.count
    }

    func testItShowsWhileAnimatingAsInUIKit() throws {
        let indicator = UIActivityIndicatorView(style: .medium)
        XCTAssertTrue(indicator.hidesWhenStopped)
        XCTAssertFalse(indicator.isAnimating)
        XCTAssertEqual(try inkedPixels(indicator), 0, "stopped and hidesWhenStopped: nothing drawn")
        indicator.startAnimating()
        XCTAssertTrue(indicator.isAnimating)
        XCTAssertGreaterThan(try inkedPixels(indicator), 0)
        indicator.stopAnimating()
        XCTAssertEqual(try inkedPixels(indicator), 0)
        indicator.hidesWhenStopped = false
        XCTAssertGreaterThan(try inkedPixels(indicator), 0)
    }

    func testStyles() {
        XCTAssertEqual(UIActivityIndicatorView(style: .large).style, .large)
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView().intrinsicContentSize, CGSize(width: 20, height: 20))
    }
}
