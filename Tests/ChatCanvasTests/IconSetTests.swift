import Foundation
import XCTest

@testable import ChatCanvas

final class IconSetTests: XCTestCase {
    enum Art: SVGShapes {
        static let set = IconSet([
            "disc": IconSet.Artwork(svg: document(20, 20, circle(10, 10, 10)), isTemplate: true),
            "cross": IconSet.Artwork(
                svg: document(16, 12, stroke("M2 2 L14 10 M14 2 L2 10", 2, color: "#E00000")),
                isTemplate: false),
            "broken": IconSet.Artwork(svg: "<svg", isTemplate: true)
        ])
    }

    func testIconsByNameWithTheirSizesAndKinds() throws {
        XCTAssertEqual(Art.set.names, ["broken", "cross", "disc"])
        let disc = try XCTUnwrap(Art.set.icon(named: "disc"))
        XCTAssertTrue(disc.isTemplate)
        XCTAssertTrue(disc.image.isVector)
        XCTAssertEqual(disc.image.size, CGSize(width: 20, height: 20))
        let cross = try XCTUnwrap(Art.set.icon(named: "cross"))
        XCTAssertFalse(cross.isTemplate)
        XCTAssertEqual(cross.image.size, CGSize(width: 16, height: 12))
        XCTAssertNil(Art.set.icon(named: "no-such-icon"))
        XCTAssertNil(Art.set.icon(named: "broken"), "artwork that does not parse is no icon")
    }

    func testEachIconIsParsedOnceAndSharedAcrossThreads() throws {
        let first = try XCTUnwrap(Art.set.icon(named: "disc")).image
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var images: [ObjectIdentifier] = []
            func add(_ image: Image?) {
                lock.lock()
                if let image { images.append(ObjectIdentifier(image)) }
                lock.unlock()
            }
        }
        let seen = Seen()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in seen.add(Art.set.icon(named: "disc")?.image) }
        XCTAssertEqual(seen.images.count, 8)
        XCTAssertTrue(seen.images.allSatisfy { $0 == ObjectIdentifier(first) }, "one parsed image for every caller")
    }

    func testShapesWriteCompactSVG() {
        XCTAssertEqual(
            Art.document(20, 20, Art.circle(10, 10, 10)),
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\" viewBox=\"0 0 20 20\">"
                + "<circle cx=\"10\" cy=\"10\" r=\"10\" fill=\"#000\"/></svg>")
        XCTAssertEqual(Art.n(1.5), "1.5")
        XCTAssertEqual(Art.n(-2), "-2")
    }

    /// A template paints in the tint; an original-colour icon in its own colours.
    func testTemplateAndOriginalColourArtworkPaint() throws {
        let canvas = try Canvas(width: 20, height: 20, scale: 2)
        canvas.draw(
            template: try XCTUnwrap(Art.set.icon(named: "disc")).image, in: CGRect(x: 0, y: 0, width: 20, height: 20),
            tint: Color(rgb: 0x20E070))
        XCTAssertTrue(pixel(canvas, 20, 20) == (0x20, 0xE0, 0x70, 255))
        let cross = try Canvas(width: 16, height: 12, scale: 2)
        cross.draw(try XCTUnwrap(Art.set.icon(named: "cross")).image, in: CGRect(x: 0, y: 0, width: 16, height: 12))
        XCTAssertTrue(pixel(cross, 16, 12) == (0xE0, 0, 0, 255), "the stroke's own colour at the centre")
    }
}
