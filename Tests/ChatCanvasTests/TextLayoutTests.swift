import XCTest

@testable import ChatCanvas

final class TextLayoutTests: XCTestCase {
    let body = Font(size: 17, lineHeight: 22)
    let sentence = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."

    func testFixedLineHeightGivesExactLineHeight() {
        let text = TextLayout("Hello", font: body, color: .black)
        XCTAssertEqual(text.lineCount, 1)
        XCTAssertEqual(text.size.height, 22)
        XCTAssertGreaterThan(text.firstBaseline, 11)
        XCTAssertLessThan(text.firstBaseline, 22)
    }

    func testFallbackFontsDoNotChangeAFixedLineHeight() {
        for string in ["Hello 👋 ❤️", "שלום עולם", "مرحبا بالعالم", "नमस्ते दुनिया", "混合 text"] {
            XCTAssertEqual(TextLayout(string, font: body, color: .black).size.height, 22, string)
        }
    }

    func testNaturalLineHeightWithoutFixedOne() {
        let text = TextLayout("Hello", font: Font(size: 17), color: .black)
        XCTAssertGreaterThan(text.size.height, 17)
        XCTAssertLessThan(text.size.height, 26)
    }

    func testWrappingAtAWidthAddsLines() {
        let unbounded = TextLayout(sentence, font: body, color: .black)
        XCTAssertEqual(unbounded.lineCount, 1)
        let wrapped = TextLayout(sentence, font: body, color: .black, width: 150)
        XCTAssertGreaterThan(wrapped.lineCount, 2)
        XCTAssertLessThanOrEqual(wrapped.size.width, 150)
        XCTAssertEqual(wrapped.size.height, Double(wrapped.lineCount) * 22)
        XCTAssertEqual(wrapped.lineWidths.count, wrapped.lineCount)
    }

    func testVeryLongWordsStillBreak() {
        let text = TextLayout(String(repeating: "w", count: 120), font: body, color: .black, width: 100)
        XCTAssertGreaterThan(text.lineCount, 3)
        XCTAssertLessThanOrEqual(text.size.width, 100)
    }

    func testMaxLinesLimitsLines() {
        let limited = TextLayout(sentence, font: body, color: .black, width: 150, maxLines: 2)
        XCTAssertEqual(limited.lineCount, 2)
        XCTAssertEqual(limited.size.height, 44)
        let single = TextLayout(
            sentence, font: body, color: .black, width: 150, maxLines: 1, lineBreakMode: .truncateTail)
        XCTAssertEqual(single.lineCount, 1)
        XCTAssertLessThanOrEqual(single.size.width, 150)
        // The limit counts lines across paragraphs, like numberOfLines.
        let paragraphs = TextLayout("one\ntwo\nthree\nfour", font: body, color: .black, width: 300, maxLines: 2)
        XCTAssertEqual(paragraphs.lineCount, 2)
        let unboundedParagraphs = TextLayout("one\ntwo\nthree\nfour", font: body, color: .black, maxLines: 3)
        XCTAssertEqual(unboundedParagraphs.lineCount, 3)
        XCTAssertEqual(TextLayout("one\ntwo\nthree\nfour", font: body, color: .black).lineCount, 4)
    }

    func testLongerStringIsWider() {
        let short = TextLayout("Hello", font: body, color: .black)
        let long = TextLayout("Hello, world", font: body, color: .black)
        XCTAssertGreaterThan(long.size.width, short.size.width + 20)
        let bold = TextLayout("Hello", font: body.withWeight(700), color: .black)
        XCTAssertGreaterThan(bold.size.width, short.size.width)
        // Untracked, Inter scales with the size (SF Pro's tracking differs by size: −0.43 pt at 17, +0.40 at 34).
        let plain = TextLayout("Hello", font: body.withTracking(.none), color: .black)
        let bigger = TextLayout("Hello", font: Font(size: 34, tracking: .none), color: .black)
        XCTAssertEqual(bigger.size.width, plain.size.width * 2, accuracy: 1)
    }

    func testRightToLeftDetection() {
        XCTAssertTrue(TextLayout("שלום עולם", font: body, color: .black).isRightToLeft)
        XCTAssertTrue(TextLayout("مرحبا بالعالم", font: body, color: .black).isRightToLeft)
        XCTAssertFalse(TextLayout("Hello world", font: body, color: .black).isRightToLeft)
        XCTAssertTrue(TextLayout("Hello", font: body, color: .black, direction: .rightToLeft).isRightToLeft)
    }

    func testNaturalAlignmentOfRightToLeftTextStartsAtTheRight() throws {
        // Two lines of different widths: natural alignment puts the shorter one on the right for Hebrew.
        let text = TextLayout("שלום עולם ומה שלומך היום\nשלום", font: body, color: .black, width: 300)
        XCTAssertTrue(text.isRightToLeft)
        let canvas = try Canvas(width: 300, height: 44)
        canvas.draw(text, at: .zero)
        let pixels = canvas.rgbaPixels()
        func inkColumns(_ rows: Range<Int>) -> (Int, Int) {
            var minX = Int.max
            var maxX = -1
            for y in rows {
                for x in 0..<300 where pixels[(y * 300 + x) * 4 + 3] > 60 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                }
            }
            return (minX, maxX)
        }
        let first = inkColumns(0..<22)
        let second = inkColumns(22..<44)
        XCTAssertEqual(Double(second.1), Double(first.1), accuracy: 3, "both lines end at the right edge")
        XCTAssertGreaterThan(second.0, first.0 + 30)
        XCTAssertLessThanOrEqual(Double(first.1), text.size.width + 1)
    }

    func testCentredTextSpansTheGivenWidth() {
        let text = TextLayout("Hi", font: body, color: .black, width: 200, alignment: .center)
        XCTAssertEqual(text.size.width, 200)
    }

    func testEmptyTextHasOneLineOfHeight() {
        let text = TextLayout("", font: body, color: .black)
        XCTAssertEqual(text.size.width, 0)
        XCTAssertEqual(text.size.height, 22)
    }

    func testALargerRunGrowsItsLine() {
        let styled = StyledText(runs: [.init("small "), .init("BIG", font: Font(size: 34))])
        let text = TextLayout(styled, font: body, color: .black)
        XCTAssertEqual(text.lineCount, 1)
        XCTAssertGreaterThan(text.size.height, 40)
        XCTAssertGreaterThan(text.firstBaseline, 30)
    }

    /// Jumbomoji (`ChatChannelVC_Tests/test_onlyEmojiMessageAppearance_whenQuotingMessage.default-light.png`): the
    /// SDK's 👍 at 50 pt is 45×49 px on a ≈66-pt line. Noto's picture is drawn at `TextAttributes.emojiScale` of
    /// the size (it was 49×55) on the same baseline, and the line keeps Apple Color Emoji's room.
    func testEmojiAreAsLargeAsTheSDKs() throws {
        let text = TextLayout("👍", font: Font(size: 50), color: .black)
        let canvas = try Canvas(width: 100, height: 100)
        canvas.draw(text, at: CGPoint(x: 10, y: 10))
        let ink = try XCTUnwrap(inkBounds(canvas))
        XCTAssertEqual(ink.maxY - ink.minY + 1, 49, accuracy: 1)
        XCTAssertEqual(ink.maxX - ink.minX + 1, 45, accuracy: 1)
        XCTAssertEqual(
            Double(ink.maxY + 1 - 10) - text.firstBaseline, 9.6, accuracy: 1, "on the baseline, as the full size")
        // 64.9 pt of text (it was 65.4, which a text view rounds up to 66 and the SDK's line does not need).
        XCTAssertEqual(text.size.height, 64.9, accuracy: 0.25)
    }

    func testMeasurementMatchesDrawingAtEveryScale() throws {
        let text = TextLayout(sentence, font: body, color: .black)
        var rightEdges: [Double] = []
        for scale in [1.0, 2, 3] {
            let canvas = try Canvas(width: text.size.width + 20, height: 30, scale: scale)
            canvas.draw(text, at: CGPoint(x: 10, y: 4))
            let ink = try XCTUnwrap(inkBounds(canvas))
            let right = Double(ink.maxX + 1) / scale
            rightEdges.append(right)
            XCTAssertLessThanOrEqual(
                right, 10 + text.size.width + 1, "ink stays within the measured width at \(scale)×")
            XCTAssertGreaterThan(right, 10 + text.size.width - 3)
            XCTAssertGreaterThanOrEqual(Double(ink.minY) / scale, 4)
            XCTAssertLessThanOrEqual(Double(ink.maxY + 1) / scale, 4 + text.size.height)
        }
        XCTAssertEqual(rightEdges[0], rightEdges[2], accuracy: 1, "glyph advances do not depend on the scale")
        XCTAssertEqual(rightEdges[1], rightEdges[2], accuracy: 0.5)
        // Measuring again gives the same numbers (nothing depends on what was drawn before).
        XCTAssertEqual(TextLayout(sentence, font: body, color: .black).size, text.size)
    }

    func testColourEmojiAreInColour() throws {
        let canvas = try Canvas(width: 120, height: 40, scale: 2)
        canvas.clear(.white)
        canvas.draw(TextLayout("❤️ 😀 1️⃣", font: Font(size: 28), color: .black), at: CGPoint(x: 4, y: 2))
        let pixels = canvas.rgbaPixels()
        var coloured = 0
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let c = [Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2])]
            if c.max()! - c.min()! > 80 { coloured += 1 }
        }
        XCTAssertGreaterThan(coloured, 500, "emoji must not be drawn in the (black) text colour")
    }

    func testStyledRunsColourTheirText() throws {
        let styled = StyledText(runs: [
            .init("red", color: Color(rgb: 0xFF0000)), .init(" blue", color: Color(rgb: 0x0000FF), underline: true)
        ])
        let text = TextLayout(styled, font: body, color: .black)
        let canvas = try Canvas(width: text.size.width, height: text.size.height, scale: 2)
        canvas.clear(.white)
        canvas.draw(text, at: .zero)
        let pixels = canvas.rgbaPixels()
        var red = 0
        var blue = 0
        for i in stride(from: 0, to: pixels.count, by: 4) {
            if pixels[i] > 200 && pixels[i + 2] < 80 && pixels[i + 1] < 80 { red += 1 }
            if pixels[i + 2] > 200 && pixels[i] < 80 && pixels[i + 1] < 80 { blue += 1 }
        }
        XCTAssertGreaterThan(red, 20)
        XCTAssertGreaterThan(blue, 20)
    }

    func testLayoutsCanBeMadeOnOneThreadAndDrawnOnAnother() throws {
        final class Box: @unchecked Sendable { var layout: TextLayout? }
        let box = Box()
        let font = body
        let made = expectation(description: "made")
        Thread {
            box.layout = TextLayout("Made elsewhere שלום 👍", font: font, color: .black)
            made.fulfill()
        }.start()
        wait(for: [made], timeout: 10)
        let text = try XCTUnwrap(box.layout)
        let canvas = try Canvas(width: text.size.width, height: 22, scale: 2)
        canvas.draw(text, at: .zero)
        XCTAssertNotNil(inkBounds(canvas))
        XCTAssertEqual(TextLayout("Made elsewhere שלום 👍", font: body, color: .black).size, text.size)
    }
}
