import TestSupport
import XCTest

@testable import ChatCanvas

/// Odd input must give a sensible result or a clear error, never a crash.
final class RobustnessTests: XCTestCase {
    func testOddTextDoesNotCrash() throws {
        let font = Font(size: 17, lineHeight: 22)
        let canvas = try Canvas(width: 100, height: 100, scale: 2)
        let cases: [TextLayout] = [
            TextLayout("a\u{0}b", font: font, color: .black),
            TextLayout("\n\n", font: font, color: .black),
            TextLayout("line\r\nnext\rlast", font: font, color: .black, maxLines: 2),
            TextLayout("zero width", font: font, color: .black, width: 0),
            TextLayout("negative", font: font, color: .black, width: -10, maxLines: -3),
            TextLayout(
                StyledText(runs: [.init(""), .init("x", font: Font(size: 0)), .init("", color: .clear)]), font: font,
                color: .black),
            TextLayout(
                "nan", font: Font(size: .nan, lineHeight: .nan), color: Color(red: .nan, green: 2, blue: -1),
                width: CGFloat.nan),
            TextLayout(
                String(repeating: "مرحبا hello ", count: 200), font: font, color: .black, width: 90, maxLines: 4,
                lineBreakMode: .truncateMiddle),
            TextLayout("\u{202E}reversed\u{202C} \u{200D}\u{FE0F}", font: font, color: .black)
        ]
        for text in cases {
            XCTAssertTrue(text.size.width.isFinite && text.size.height.isFinite)
            XCTAssertGreaterThanOrEqual(text.lineCount, 1)
            canvas.draw(text, at: CGPoint(x: 1, y: 1))
        }
        XCTAssertEqual(cases[1].lineCount, 3)
        XCTAssertEqual(cases[1].size.height, 66)
        XCTAssertEqual(cases[2].lineCount, 2)
        XCTAssertEqual(cases[7].lineCount, 4)
        canvas.draw(cases[0], at: CGPoint(x: CGFloat.nan, y: 0))
    }

    func testManyRunsStayFast() {
        let runs = (0..<3000).map { StyledText.Run("w\($0) ", font: $0 % 2 == 0 ? nil : Font(size: 17, weight: 700)) }
        let start = Date()
        let text = TextLayout(StyledText(runs: runs), font: Font(size: 17, lineHeight: 22), color: .black, width: 300)
        XCTAssertGreaterThan(text.lineCount, 50)
        XCTAssertEqual(text.size.height, Double(text.lineCount) * 22)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testRandomBytesBehindImageSignaturesThrowCleanly() throws {
        let scratch = try TemporaryFolder("canvas")
        let folder = scratch.path
        var generator = SystemRandomNumberGenerator()
        let signatures: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], Array("<svg".utf8)
        ]
        for (i, signature) in signatures.enumerated() {
            for round in 0..<20 {
                let noise = (0..<(round * 37 + 5)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let path = folder + "/noise\(i)-\(round).img"
                FileManager.default.createFile(atPath: path, contents: Data(signature + noise))
                XCTAssertThrowsError(try Image.load(path: path)) { error in
                    XCTAssertTrue("\(error)".hasPrefix(path))
                }
            }
        }
        // A PNG header claiming an enormous picture is refused before decoding.
        var huge = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
        huge.append(contentsOf: [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let path = folder + "/huge.png"
        FileManager.default.createFile(atPath: path, contents: huge)
        XCTAssertThrowsError(try Image.load(path: path)) { XCTAssertTrue("\($0)".contains("too large")) }
    }

    func testBadGeometryIsIgnored() throws {
        let canvas = try Canvas(width: 10, height: 10)
        var path = Path()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.line(to: CGPoint(x: 5, y: CGFloat.infinity))
        path.close()
        canvas.fill(path, color: .black)
        canvas.shadow(of: path, Shadow(color: .black, radius: 4))
        canvas.translate(x: CGFloat.nan, y: 1)
        canvas.scaleBy(x: 0, y: 1)
        canvas.rotate(by: CGFloat.infinity)
        canvas.stroke(Path.rect(CGRect(x: 1, y: 1, width: 8, height: 8)), color: .black, lineWidth: .nan)
        canvas.draw(
            Image.rgba(width: 1, height: 1, bytes: [0, 0, 0, 255]),
            in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 3))
        canvas.shadow(of: Path.rect(CGRect(x: 1, y: 1, width: 8, height: 8)), Shadow(color: .black, radius: 1e9))
        // Still usable afterwards.
        canvas.clear(.white)
        canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: .black)
        XCTAssertTrue(pixel(canvas, 2, 2) == (0, 0, 0, 255))
        XCTAssertNoThrow(try canvas.pngData())
    }
}
