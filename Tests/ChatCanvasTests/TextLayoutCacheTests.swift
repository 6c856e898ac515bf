import XCTest

@testable import ChatCanvas

/// Text measured again with the same inputs reuses its shaped layout (`TextLayoutCache`): the same measurements and
/// pixels, layouts that outlive their cache entry and one another, and a full cache emptied rather than grown.
final class TextLayoutCacheTests: XCTestCase {
    let font = Font(size: 15, lineHeight: 20)
    let sentence = "Everyone on board? We leave from bay 94 in ten minutes 🚀"

    func picture(_ text: TextLayout) throws -> [UInt8] {
        let canvas = try Canvas(width: 200, height: 80, scale: 2)
        canvas.draw(text, at: CGPoint(x: 4, y: 4))
        return canvas.rgbaPixels()
    }

    func testEqualInputsGiveTheSameMeasurementsAndPixels() throws {
        var first: TextLayout? = TextLayout(sentence, font: font, color: .black, width: 180)
        let firstPixels = try picture(first!)
        let firstSize = first!.size
        let firstLines = first!.lineCount
        // The cache's reference keeps the shaped text for the next layout of the same inputs.
        first = nil
        let second = TextLayout(sentence, font: font, color: .black, width: 180)
        XCTAssertEqual(second.size, firstSize)
        XCTAssertEqual(second.lineCount, firstLines)
        XCTAssertEqual(try picture(second), firstPixels)
        // Another width or colour is other text.
        XCTAssertGreaterThan(TextLayout(sentence, font: font, color: .black, width: 90).lineCount, firstLines)
        let red = TextLayout(sentence, font: font, color: Color(rgb: 0xFF0000), width: 180)
        XCTAssertNotEqual(try picture(red), firstPixels)
    }

    func testAFullCacheIsEmptiedAndItsLayoutsStillDraw() throws {
        let kept = TextLayout("Kept", font: font, color: .black)
        let pixels = try picture(kept)
        // More different texts than the cache holds: it is emptied, the entry for "Kept" with the rest.
        for i in 0...TextLayoutCache.capacity { _ = TextLayout("Line \(i)", font: font, color: .black) }
        XCTAssertLessThanOrEqual(PangoEnvironment.current.textLayouts.count, TextLayoutCache.capacity)
        XCTAssertEqual(try picture(kept), pixels)
        XCTAssertEqual(try picture(TextLayout("Kept", font: font, color: .black)), pixels)
    }
}
