import ChatCanvas
import UIKit
import XCTest

/// `UIView.ContentMode` as in UIKit: the scaling modes scale, the others place the image unscaled.
final class UIViewContentModeTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    private let size = CGSize(width: 10, height: 10)

    private func frame(_ mode: UIView.ContentMode) -> CGRect {
        UIImageView.frame(of: size, in: bounds, contentMode: mode)
    }

    func testEveryViewHasAContentModeScaleToFillByDefault() {
        XCTAssertEqual(UIView().contentMode, .scaleToFill)
        XCTAssertEqual(UIImageView().contentMode, .scaleToFill)
        XCTAssertEqual(UIView.ContentMode.scaleAspectFill.rawValue, 2)
        XCTAssertEqual(UIView.ContentMode.bottomRight.rawValue, 12)
    }

    func testScalingModes() {
        XCTAssertEqual(frame(.scaleToFill), bounds)
        XCTAssertEqual(frame(.redraw), bounds)
        XCTAssertEqual(frame(.scaleAspectFit), CGRect(x: 10, y: 0, width: 20, height: 20))
        XCTAssertEqual(frame(.scaleAspectFill), CGRect(x: 0, y: -10, width: 40, height: 40))
    }

    func testUnscaledModesPlaceTheImageAtItsOwnSize() {
        XCTAssertEqual(frame(.center), CGRect(x: 15, y: 5, width: 10, height: 10))
        XCTAssertEqual(frame(.top), CGRect(x: 15, y: 0, width: 10, height: 10))
        XCTAssertEqual(frame(.bottom), CGRect(x: 15, y: 10, width: 10, height: 10))
        XCTAssertEqual(frame(.left), CGRect(x: 0, y: 5, width: 10, height: 10))
        XCTAssertEqual(frame(.right), CGRect(x: 30, y: 5, width: 10, height: 10))
        XCTAssertEqual(frame(.topLeft), CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(frame(.topRight), CGRect(x: 30, y: 0, width: 10, height: 10))
        XCTAssertEqual(frame(.bottomLeft), CGRect(x: 0, y: 10, width: 10, height: 10))
        XCTAssertEqual(frame(.bottomRight), CGRect(x: 30, y: 10, width: 10, height: 10))
    }

    /// Painted: a 10×10 red image in a 40×20 view, `.center` and `.bottomRight`, covers only its own 10×10 square.
    func testCenterAndCornerModesPaintTheImageUnscaled() throws {
        let bytes: [UInt8] = (0..<100).flatMap { _ in [255, 0, 0, 255] }
        let red = Image.rgba(width: 10, height: 10, bytes: bytes)
        for (mode, inside, outside) in [
            (UIView.ContentMode.center, (20, 10), (5, 10)),
            (.bottomRight, (35, 15), (25, 5))
        ] {
            let view = UIImageView(image: UIImage(image: red, isTemplate: false, name: "red"))
            view.frame = bounds
            view.contentMode = mode
            let canvas = try Canvas(width: 40, height: 20, scale: 1)
            view.render(in: canvas)
            let pixels = canvas.rgbaPixels()
            func alpha(_ p: (Int, Int)) -> UInt8 { pixels[(p.1 * canvas.pixelWidth + p.0) * 4 + 3] }
            XCTAssertEqual(alpha(inside), 255, "\(mode): the image is there")
            XCTAssertEqual(alpha(outside), 0, "\(mode): and not stretched")
        }
    }
}
