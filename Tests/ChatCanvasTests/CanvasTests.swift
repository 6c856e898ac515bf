import XCTest

@testable import ChatCanvas

final class CanvasTests: XCTestCase {
    func testPixelSizeFollowsScale() throws {
        for scale in [1.0, 2, 3] {
            let canvas = try Canvas(width: 10, height: 10, scale: scale)
            XCTAssertEqual(canvas.pixelWidth, Int(10 * scale))
            XCTAssertEqual(canvas.pixelHeight, Int(10 * scale))
            XCTAssertEqual(canvas.rgbaPixels().count, Int(10 * scale) * Int(10 * scale) * 4)
        }
        let canvas = try Canvas(width: 10, height: 10, scale: 3)
        XCTAssertEqual(canvas.pixelWidth, 30)
        // A 1-pt square at (5, 5) covers device pixels 15…17.
        canvas.fill(CGRect(x: 5, y: 5, width: 1, height: 1), color: .black)
        let pixels = canvas.rgbaPixels()
        XCTAssertEqual(pixel(canvas, 15, 15, pixels).a, 255)
        XCTAssertEqual(pixel(canvas, 17, 17, pixels).a, 255)
        XCTAssertEqual(pixel(canvas, 18, 18, pixels).a, 0)
        XCTAssertEqual(pixel(canvas, 14, 14, pixels).a, 0)
    }

    func testNewCanvasIsTransparentAndClearFillsIt() throws {
        let canvas = try Canvas(width: 4, height: 4)
        XCTAssertTrue(canvas.rgbaPixels().allSatisfy { $0 == 0 })
        canvas.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        canvas.clear(Color(rgb: 0x123456))
        // clear ignores the clip: the whole canvas.
        XCTAssertTrue(pixel(canvas, 3, 3) == (0x12, 0x34, 0x56, 255))
    }

    func testRoundedRectKeepsSquareCornerAndCutsRoundOnes() throws {
        let canvas = try Canvas(width: 40, height: 40, scale: 2)
        let radii = CornerRadii(topLeft: 0, topRight: 16, bottomRight: 16, bottomLeft: 16)
        canvas.fill(CGRect(x: 0, y: 0, width: 40, height: 40), radii: radii, color: Color(rgb: 0x005FFF))
        let pixels = canvas.rgbaPixels()
        XCTAssertTrue(pixel(canvas, 0, 0, pixels) == (0x00, 0x5F, 0xFF, 255), "square corner must be filled")
        XCTAssertEqual(pixel(canvas, 79, 0, pixels).a, 0, "round top-right corner pixel must be empty")
        XCTAssertEqual(pixel(canvas, 79, 79, pixels).a, 0)
        XCTAssertEqual(pixel(canvas, 0, 79, pixels).a, 0)
        XCTAssertEqual(pixel(canvas, 40, 40, pixels).a, 255)
        // On the diagonal of a 16-pt (32 px) radius the edge is about 9.4 px in from the corner.
        XCTAssertEqual(pixel(canvas, 79 - 7, 7, pixels).a, 0)
        XCTAssertEqual(pixel(canvas, 79 - 12, 12, pixels).a, 255)
    }

    func testArcsGoClockwiseOnScreen() throws {
        let canvas = try Canvas(width: 20, height: 20)
        var pie = Path()
        pie.move(to: CGPoint(x: 10, y: 10))
        pie.arc(center: CGPoint(x: 10, y: 10), radius: 9, start: 0, end: .pi / 2, clockwise: true)
        pie.close()
        canvas.fill(pie, color: .black)
        let pixels = canvas.rgbaPixels()
        XCTAssertEqual(pixel(canvas, 14, 14, pixels).a, 255, "0…π/2 clockwise is the bottom-right quarter")
        XCTAssertEqual(pixel(canvas, 14, 5, pixels).a, 0)
        XCTAssertEqual(pixel(canvas, 5, 14, pixels).a, 0)

        let other = try Canvas(width: 20, height: 20)
        var counter = Path()
        counter.move(to: CGPoint(x: 10, y: 10))
        counter.arc(center: CGPoint(x: 10, y: 10), radius: 9, start: 0, end: .pi / 2, clockwise: false)
        counter.close()
        other.fill(counter, color: .black)
        XCTAssertEqual(pixel(other, 14, 14).a, 0, "counter-clockwise 0…π/2 sweeps the other three quarters")
        XCTAssertEqual(pixel(other, 5, 5).a, 255)
    }

    func testStrokeBorderStaysInside() throws {
        let canvas = try Canvas(width: 30, height: 30)
        canvas.strokeBorder(CGRect(x: 10, y: 10, width: 10, height: 10), color: .black, lineWidth: 2)
        let pixels = canvas.rgbaPixels()
        XCTAssertEqual(pixel(canvas, 9, 15, pixels).a, 0, "nothing outside the rect")
        XCTAssertEqual(pixel(canvas, 10, 15, pixels).a, 255)
        XCTAssertEqual(pixel(canvas, 11, 15, pixels).a, 255)
        XCTAssertEqual(pixel(canvas, 12, 15, pixels).a, 0, "inside the border is empty")
        XCTAssertEqual(pixel(canvas, 19, 15, pixels).a, 255)
        XCTAssertEqual(pixel(canvas, 20, 15, pixels).a, 0)
    }

    func testShadowIsBlurredNotAHardCopy() throws {
        let canvas = try Canvas(width: 100, height: 100, scale: 2)
        let shape = Path.roundedRect(CGRect(x: 30, y: 30, width: 40, height: 40), radii: CornerRadii(all: 4))
        canvas.shadow(of: shape, Shadow(color: .black, offset: .zero, radius: 8))
        let pixels = canvas.rgbaPixels()
        let inside = pixel(canvas, 100, 100, pixels)
        let justOutside = pixel(canvas, 144, 100, pixels)  // 2 pt right of the shape's edge
        let farAway = pixel(canvas, 4, 4, pixels)
        XCTAssertGreaterThan(inside.a, 240)
        XCTAssertGreaterThan(justOutside.a, 0, "the blur spreads past the edge")
        XCTAssertLessThan(justOutside.a, 200, "…but fades: it is not the shape colour")
        XCTAssertEqual(farAway.a, 0)
        // Symmetric blur: the same distance on the left edge gives the same alpha.
        XCTAssertEqual(pixel(canvas, 55, 100, pixels).a, justOutside.a, accuracy: 2)
        // Monotonic fade outwards.
        let alphas = (140...170).map { pixel(canvas, $0, 100, pixels).a }
        XCTAssertEqual(alphas, alphas.sorted(by: >))
    }

    /// UIKit's hairline shadow (radius 0.5, σ 0.25 pt): about 10 % in the pixel row right outside the edge, nothing
    /// beyond, at 1×; at 3× it spreads over two device rows and still fades outwards.
    func testSmallShadowIsAHairline() throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.shadow(of: Path.rect(CGRect(x: 0, y: 20, width: 40, height: 20)), Shadow(color: .black, radius: 0.5))
        let pixels = canvas.rgbaPixels()
        XCTAssertEqual(pixel(canvas, 20, 19, pixels).a, 25, accuracy: 2)
        XCTAssertEqual(pixel(canvas, 20, 18, pixels).a, 0)
        XCTAssertGreaterThan(pixel(canvas, 20, 20, pixels).a, 200)

        let big = try Canvas(width: 40, height: 40, scale: 3)
        big.shadow(of: Path.rect(CGRect(x: 0, y: 20, width: 40, height: 20)), Shadow(color: .black, radius: 0.5))
        let bigPixels = big.rgbaPixels()
        let outside = (56...59).map { pixel(big, 60, $0, bigPixels).a }
        XCTAssertEqual(outside, outside.sorted(), "fades away from the edge")
        XCTAssertGreaterThan(outside[3], 0)
        XCTAssertLessThan(outside[3], 128)
    }

    func testShadowOffsetMovesIt() throws {
        let canvas = try Canvas(width: 60, height: 60)
        canvas.shadow(
            of: Path.rect(CGRect(x: 10, y: 10, width: 20, height: 20)),
            Shadow(color: Color(rgb: 0xFF0000, alpha: 0.5), offset: CGPoint(x: 20, y: 20), radius: 2))
        XCTAssertEqual(pixel(canvas, 20, 20).a, 0)
        let shadowed = pixel(canvas, 40, 40)
        XCTAssertEqual(shadowed.a, 128, accuracy: 2)
        XCTAssertEqual(shadowed.r, 255, accuracy: 2)
    }

    func testEraseAndWithAlpha() throws {
        let canvas = try Canvas(width: 20, height: 20)
        canvas.clear(.white)
        canvas.erase(Path.ellipse(in: CGRect(x: 5, y: 5, width: 10, height: 10)))
        XCTAssertEqual(pixel(canvas, 10, 10).a, 0)
        XCTAssertEqual(pixel(canvas, 1, 1).a, 255)

        let group = try Canvas(width: 10, height: 10)
        group.withAlpha(0.5) {
            group.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .black)
            group.fill(CGRect(x: 0, y: 0, width: 5, height: 10), color: .black)  // overlap stays at 50 %
        }
        XCTAssertEqual(pixel(group, 2, 2).a, 128, accuracy: 1)
        XCTAssertEqual(pixel(group, 7, 2).a, 128, accuracy: 1)
    }

    func testClipSaveRestoreTranslateScale() throws {
        let canvas = try Canvas(width: 20, height: 20)
        canvas.withState {
            canvas.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: .black)
        }
        XCTAssertEqual(pixel(canvas, 5, 5).a, 255)
        XCTAssertEqual(pixel(canvas, 15, 5).a, 0)
        // Mirror around x = 10, as a right-to-left view does.
        canvas.withState {
            canvas.translate(x: 10, y: 0)
            canvas.scaleBy(x: -1, y: 1)
            canvas.translate(x: -10, y: 0)
            canvas.fill(CGRect(x: 0, y: 15, width: 2, height: 2), color: .black)
        }
        XCTAssertEqual(pixel(canvas, 19, 16).a, 255)
        // Unbalanced restores are ignored instead of breaking the canvas.
        canvas.restore()
        canvas.restore()
        canvas.fill(CGRect(x: 12, y: 0, width: 2, height: 2), color: .black)
        XCTAssertEqual(pixel(canvas, 12, 0).a, 255)
    }

    func testStrokeWithDashAndBadDashDoesNotBreakTheCanvas() throws {
        let canvas = try Canvas(width: 20, height: 4)
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 2))
        line.line(to: CGPoint(x: 20, y: 2))
        canvas.stroke(line, color: .black, lineWidth: 2, dash: [4, 4])
        XCTAssertEqual(pixel(canvas, 1, 2).a, 255)
        XCTAssertEqual(pixel(canvas, 5, 2).a, 0)
        canvas.stroke(line, color: .black, lineWidth: 2, dash: [0, -1])  // invalid: drawn solid, no error state
        XCTAssertEqual(pixel(canvas, 5, 2).a, 255)
    }

    func testImageContentModes() throws {
        // 20×10: left half red, right half blue.
        var bytes: [UInt8] = []
        for _ in 0..<10 { for x in 0..<20 { bytes += x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let image = Image.rgba(width: 20, height: 10, bytes: bytes)

        let fill = try Canvas(width: 30, height: 10)
        fill.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10), contentMode: .aspectFill)
        XCTAssertTrue(pixel(fill, 1, 5) == (255, 0, 0, 255))
        XCTAssertTrue(pixel(fill, 8, 5) == (0, 0, 255, 255))
        XCTAssertEqual(pixel(fill, 12, 5).a, 0, "aspectFill crops to the rect")

        let fit = try Canvas(width: 20, height: 20)
        fit.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20), contentMode: .aspectFit)
        XCTAssertEqual(pixel(fit, 10, 2).a, 0, "letterboxed above")
        XCTAssertTrue(pixel(fit, 2, 10) == (255, 0, 0, 255))

        let stretched = try Canvas(width: 20, height: 20)
        stretched.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20), alpha: 0.5)
        XCTAssertEqual(pixel(stretched, 2, 2).a, 128, accuracy: 1)
    }

    func testTemplateIsTintedAndFitted() throws {
        let icon = try Image.svg(
            "<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'><circle cx='10' cy='10' r='10'/></svg>")
        let canvas = try Canvas(width: 40, height: 20, scale: 2)
        canvas.draw(template: icon, in: CGRect(x: 0, y: 0, width: 40, height: 20), tint: Color(rgb: 0x20E070))
        let pixels = canvas.rgbaPixels()
        XCTAssertTrue(pixel(canvas, 40, 20, pixels) == (0x20, 0xE0, 0x70, 255), "centre is tinted")
        XCTAssertEqual(pixel(canvas, 4, 20, pixels).a, 0, "aspect-fit: nothing at the far left")
        let raster = Image.rgba(width: 2, height: 2, bytes: [0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255])
        let small = try Canvas(width: 2, height: 2)
        small.draw(template: raster, in: CGRect(x: 0, y: 0, width: 2, height: 2), tint: Color(rgb: 0xFF0000))
        XCTAssertTrue(pixel(small, 0, 0) == (255, 0, 0, 255))
        XCTAssertEqual(pixel(small, 1, 0).a, 0)
    }

    func testDrawCanvasIntoCanvas() throws {
        let panel = try Canvas(width: 10, height: 10, scale: 2)
        panel.clear(Color(rgb: 0x0000FF))
        let sheet = try Canvas(width: 30, height: 10, scale: 2)
        sheet.draw(panel, at: CGPoint(x: 10, y: 0))
        let pixels = sheet.rgbaPixels()
        XCTAssertEqual(pixel(sheet, 19, 5, pixels).a, 0)
        XCTAssertTrue(pixel(sheet, 20, 5, pixels) == (0, 0, 255, 255))
        XCTAssertTrue(pixel(sheet, 39, 19, pixels) == (0, 0, 255, 255))
        XCTAssertEqual(pixel(sheet, 40, 5, pixels).a, 0)
    }
}
