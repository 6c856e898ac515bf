import ChatCanvas
import XCTest

@testable import UIKit

/// An image renderer draws its actions into a ChatCanvas bitmap: the context's `fill` / `stroke` with the colours
/// `setFill()` / `setStroke()` chose, and images drawn with `draw(at:)` / `draw(in:)`; an image view shows it.
final class UIGraphicsImageRendererTests: XCTestCase {
    private func pixel(_ pixels: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }

    func testFillStrokeAndImagesAreDrawn() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        XCTAssertFalse(format.opaque)
        let square = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        var scaleSeen: CGFloat = 0
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            scaleSeen = context.format.scale
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            square.draw(at: CGPoint(x: 12, y: 0))
            square.draw(in: CGRect(x: 12, y: 5, width: 8, height: 5))
            UIColor.black.setStroke()
            context.stroke(CGRect(x: 2, y: 2, width: 4, height: 4))
        }
        XCTAssertEqual(scaleSeen, 2)
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image.scale, 2)
        let pixels = try XCTUnwrap(image.image.rgbaPixels())
        XCTAssertEqual(pixel(pixels, width: 40, 1, 1), [255, 0, 0, 255], "filled red")
        XCTAssertEqual(pixel(pixels, width: 40, 4, 6), [0, 0, 0, 255], "the stroke's left edge")
        XCTAssertEqual(pixel(pixels, width: 40, 26, 2), [0, 0, 255, 255], "draw(at:)")
        XCTAssertEqual(pixel(pixels, width: 40, 38, 18), [0, 0, 255, 255], "draw(in:) stretched")
        XCTAssertEqual(pixel(pixels, width: 40, 34, 9), [0, 0, 0, 0], "transparent elsewhere")
    }

    func testAnOpaqueImageStartsBlackAndAnImageViewShowsIt() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let canvas = try Canvas(width: 10, height: 10, scale: 1)
        imageView.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        XCTAssertEqual(pixel(pixels, width: 10, 2, 5), [0, 255, 0, 255])
        XCTAssertEqual(pixel(pixels, width: 10, 8, 5), [0, 0, 0, 255])
    }

    func testDrawingOutsideARendererDoesNothing() {
        UIColor.red.setFill()
        UIImage(systemName: "checkmark")?.draw(at: .zero)
    }
}
