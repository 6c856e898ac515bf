import XCTest

@testable import ChatCanvas

/// The canvas's own pixel memory (mapped from the kernel, huge pages) and transparency groups limited to an
/// extent must not change a pixel.
final class CanvasMemoryTests: XCTestCase {
    func testANewCanvasIsTransparentAndAlignedForHugePages() throws {
        let canvas = try Canvas(width: 390, height: 844, scale: 3)
        let pixels = canvas.rgbaPixels()
        XCTAssertEqual(pixels.count, 1170 * 2532 * 4)
        XCTAssertTrue(pixels.allSatisfy { $0 == 0 }, "a new canvas is transparent black")
        let buffer = try XCTUnwrap(PixelBuffer(size: 1170 * 4 * 2532))
        defer { buffer.release() }
        XCTAssertEqual(Int(bitPattern: buffer.base) % PixelBuffer.hugePage, 0)
    }

    func testManyCanvasesComeAndGo() throws {
        for i in 0..<40 {
            let canvas = try Canvas(width: 200 + Double(i), height: 300, scale: 2)
            canvas.clear(Color(red: 1, green: 0, blue: 0))
            XCTAssertEqual(pixel(canvas, 399, 599).r, 255)
        }
    }

    /// A raster canvas drawn into a vector canvas and then let go: the recording keeps its own copy of the pixels.
    func testARecordingOutlivesTheCanvasItDrew() throws {
        let vector = try Canvas(width: 40, height: 40, scale: 2, vector: true)
        do {
            let panel = try Canvas(width: 20, height: 20, scale: 2)
            panel.clear(Color(red: 0, green: 0, blue: 1))
            vector.draw(panel, at: CGPoint(x: 10, y: 10))
        }
        let churn = try Canvas(width: 20, height: 20, scale: 2)  // likely to reuse the memory just released
        churn.clear(Color(red: 1, green: 0, blue: 0))
        let inside = pixel(vector, 40, 40)
        XCTAssertEqual(inside.b, 255)
        XCTAssertEqual(inside.r, 0)
        XCTAssertEqual(pixel(vector, 5, 5).a, 0)
        XCTAssertFalse(try vector.data(.svg).isEmpty)
    }

    /// A group limited to an extent (rounded out to whole device pixels) gives exactly the pixels of a group over
    /// the whole canvas, at fractional positions and every scale.
    func testAGroupWithinAnExtentPaintsTheSamePixels() throws {
        for scale in [1.0, 2.0, 3.0] {
            func paint(within extent: CGRect?) throws -> [UInt8] {
                let canvas = try Canvas(width: 120, height: 90, scale: scale)
                canvas.clear(Color(red: 0.9, green: 0.95, blue: 1))
                canvas.withState {
                    canvas.translate(x: 10.37, y: 7.61)
                    canvas.withAlpha(0.55, within: extent) {
                        canvas.fillEllipse(
                            in: CGRect(x: 0.3, y: 0.2, width: 41.7, height: 33.1),
                            color: Color(red: 0.1, green: 0.4, blue: 0.9))
                        canvas.shadow(
                            of: Path.roundedRect(
                                CGRect(x: 20.5, y: 30.25, width: 50, height: 20), radii: CornerRadii(all: 6)),
                            Shadow(color: Color.black.withAlpha(0.4), offset: CGPoint(x: 0, y: 2), radius: 4))
                        canvas.erase(Path.ellipse(in: CGRect(x: 30.1, y: 2.9, width: 9.3, height: 9.3)))
                    }
                }
                return canvas.rgbaPixels()
            }
            let whole = try paint(within: nil)
            let limited = try paint(within: CGRect(x: -12, y: -12, width: 100, height: 80))
            XCTAssertTrue(whole == limited, "scale \(scale)")
            // The limit really limits: an extent that leaves out the ellipse loses it.
            XCTAssertFalse(whole == (try paint(within: CGRect(x: 60, y: 60, width: 5, height: 5))))
        }
    }

    /// A `restore()` without its `save()` inside a group cannot undo the group (Cairo would refuse to pop it and stop
    /// drawing altogether).
    func testUnbalancedRestoreInsideAGroupLeavesTheCanvasWorking() throws {
        let canvas = try Canvas(width: 40, height: 40, scale: 1)
        canvas.save()
        canvas.withAlpha(0.5, within: CGRect(x: 0, y: 0, width: 40, height: 40)) {
            canvas.restore()
            canvas.restore()
            canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: .black)
        }
        canvas.restore()
        canvas.fill(CGRect(x: 20, y: 20, width: 20, height: 20), color: .black)
        XCTAssertEqual(pixel(canvas, 10, 10).a, 128, accuracy: 1)
        XCTAssertEqual(pixel(canvas, 30, 30).a, 255)
    }

    /// An extent far larger than Cairo's fixed-point range (a whole transcript at 3x) still gives a working group.
    func testAHugeExtentIsClampedToTheCanvas() throws {
        let canvas = try Canvas(width: 40, height: 40, scale: 3)
        canvas.withAlpha(0.5, within: CGRect(x: -5_000_000, y: -5_000_000, width: 10_000_000, height: 10_000_000)) {
            canvas.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .black)
        }
        XCTAssertEqual(pixel(canvas, 60, 60).a, 128, accuracy: 1)
    }
}
