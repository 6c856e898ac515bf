import XCTest

@testable import ChatCanvas

final class DeterminismTests: XCTestCase {
    /// Two icons: a template (a disc with an arrow knocked out) and one in its own colours (a page with a folded corner).
    enum SceneIcons: SVGShapes {
        static let arrow = document(
            20, 20,
            knockout(
                20, 20, shape: circle(10, 10, 10),
                cutout: fill("M14.1 10 L10.1 6.5 V13.5 Z")
                    + "<rect x=\"6\" y=\"9\" width=\"4.6\" height=\"2\" fill=\"#000\"/>"))
        static let page = document(
            40, 48,
            fill(
                "M4 0 H28 L40 12 V44 C40 46.2 38.2 48 36 48 H4 C1.8 48 0 46.2 0 44 V4 C0 1.8 1.8 0 4 0 Z",
                color: "#E71A01")
                + fill("M28 0 V8 C28 10.2 29.8 12 32 12 H40 Z", color: "#FFFFFF\" fill-opacity=\"0.5")
                + stroke("M13 20 H27 M13 24.5 H27 M13 29 H22", 1.8, color: "#FFFFFF"))
    }

    /// A small chat-like scene: shadowed bubbles, mixed-script text with emoji, a raster image, SVG icons.
    static func drawScene(scale: Double) throws -> Canvas {
        let canvas = try Canvas(width: 220, height: 150, scale: scale)
        canvas.clear(.white)
        let bubble = CGRect(x: 12, y: 10, width: 196, height: 60)
        let radii = CornerRadii(topLeft: 18, topRight: 18, bottomRight: 18, bottomLeft: 0)
        canvas.shadow(
            of: Path.roundedRect(bubble, radii: radii),
            Shadow(color: Color.black.withAlpha(0.25), offset: CGPoint(x: 0, y: 2), radius: 6))
        canvas.fill(bubble, radii: radii, color: Color(rgb: 0xE9EAED))
        canvas.strokeBorder(bubble, radii: radii, color: Color(rgb: 0xDBDDE1), lineWidth: 1)
        let text = TextLayout(
            "Hello 👋 مرحبا بالعالم ❤️ שלום, how are you today?", font: Font(size: 17, lineHeight: 22),
            color: Color(rgb: 0x000000), width: 180)
        canvas.draw(text, at: CGPoint(x: 20, y: 18))
        var bytes: [UInt8] = []
        for y in 0..<8 { for x in 0..<8 { bytes += [UInt8(x * 32), UInt8(y * 32), 200, 255] } }
        canvas.draw(
            Image.rgba(width: 8, height: 8, bytes: bytes), in: CGRect(x: 12, y: 84, width: 50, height: 50),
            contentMode: .aspectFill)
        canvas.draw(
            template: try Image.svg(SceneIcons.arrow), in: CGRect(x: 80, y: 94, width: 30, height: 30),
            tint: Color(rgb: 0x005FFF))
        canvas.draw(try Image.svg(SceneIcons.page), in: CGRect(x: 130, y: 84, width: 40, height: 48))
        return canvas
    }

    func testSameDrawingGivesIdenticalPNGBytes() throws {
        for scale in [1.0, 3] {
            let first = try Self.drawScene(scale: scale).pngData()
            let second = try Self.drawScene(scale: scale).pngData()
            XCTAssertEqual(first, second, "scale \(scale)")
            XCTAssertGreaterThan(first.count, 1000)
        }
    }

    func testDrawingOnAnotherThreadGivesIdenticalBytes() throws {
        final class Box: @unchecked Sendable { var data: Data? }
        let box = Box()
        let done = expectation(description: "drawn")
        Thread {
            box.data = try? DeterminismTests.drawScene(scale: 2).pngData()
            done.fulfill()
        }.start()
        wait(for: [done], timeout: 20)
        XCTAssertEqual(try XCTUnwrap(box.data), try Self.drawScene(scale: 2).pngData())
    }

    func testConcurrentDrawingIsSafeAndDeterministic() throws {
        let expected = try Self.drawScene(scale: 1).pngData()
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var items: [Data] = []
            func add(_ d: Data) {
                lock.lock()
                items.append(d)
                lock.unlock()
            }
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            if let data = try? DeterminismTests.drawScene(scale: 1).pngData() { results.add(data) }
        }
        XCTAssertEqual(results.items.count, 6)
        XCTAssertTrue(results.items.allSatisfy { $0 == expected })
    }
}
