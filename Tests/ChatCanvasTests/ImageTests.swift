import TestSupport
import XCTest

@testable import ChatCanvas

final class ImageTests: XCTestCase {
    private var scratch: TemporaryFolder?
    var folder: String { scratch?.path ?? "" }
    override func setUpWithError() throws { scratch = try TemporaryFolder("canvas") }
    override func tearDownWithError() throws { scratch = nil }

    private func write(_ data: Data, _ name: String) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    private func assertImageError(
        _ path: String, contains reason: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try Image.load(path: path), file: file, line: line) { error in
            guard let imageError = error as? ImageError else {
                return XCTFail("not an ImageError: \(error)", file: file, line: line)
            }
            XCTAssertEqual(imageError.path, path, file: file, line: line)
            XCTAssertTrue(
                "\(imageError)".contains(path), "message lacks the path: \(imageError)", file: file, line: line)
            XCTAssertTrue(
                imageError.reason.contains(reason), "unexpected reason: \(imageError.reason)", file: file, line: line)
        }
    }

    func testPNGRoundTripKeepsSizeAndPixels() throws {
        let canvas = try Canvas(width: 6, height: 4, scale: 2)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 4), color: Color(rgb: 0xFF0000))
        canvas.fill(CGRect(x: 3, y: 0, width: 3, height: 4), color: Color(rgb: 0x0000FF, alpha: 0.5))
        let path = folder + "/roundtrip.png"
        try canvas.writePNG(to: path)
        let image = try Image.load(path: path)
        XCTAssertFalse(image.isVector)
        XCTAssertEqual(image.size, CGSize(width: 12, height: 8))
        let pixels = try XCTUnwrap(image.rgbaPixels())
        XCTAssertEqual(Array(pixels[0..<4]), [255, 0, 0, 255])
        let right = (0 * 12 + 11) * 4
        XCTAssertEqual(Int(pixels[right + 2]), 255, accuracy: 2)
        XCTAssertEqual(Int(pixels[right + 3]), 128, accuracy: 1)
    }

    func testJPEGIsDecodedByContentNotExtension() throws {
        let path = write(smallJPEG, "photo.png")  // wrong extension on purpose
        let image = try Image.load(path: path)
        XCTAssertEqual(image.size, CGSize(width: 24, height: 16))
        let pixels = try XCTUnwrap(image.rgbaPixels())
        // Top-left quadrant is red, bottom-right green (JPEG is lossy: allow some error).
        XCTAssertEqual(Int(pixels[0]), 230, accuracy: 20)
        XCTAssertEqual(Int(pixels[1]), 40, accuracy: 20)
        let bottomRight = (15 * 24 + 23) * 4
        XCTAssertEqual(Int(pixels[bottomRight]), 20, accuracy: 20)
        XCTAssertEqual(Int(pixels[bottomRight + 1]), 200, accuracy: 20)
        XCTAssertEqual(pixels[bottomRight + 3], 255)
    }

    func testJPEGWithDataAfterTheEndMarkerLoads() throws {
        // Motion photos and some cameras append data after the end-of-image marker.
        let path = write(smallJPEG + Data(repeating: 0x42, count: 10_000), "motion.jpg")
        XCTAssertEqual(try Image.load(path: path).size, CGSize(width: 24, height: 16))
    }

    func testSVGFileIsAVectorWithItsIntrinsicSize() throws {
        let svg =
            "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\">"
            + "<rect x=\"0\" y=\"0\" width=\"15\" height=\"20\" fill=\"#00FF00\"/></svg>"
        let image = try Image.load(path: write(Data(svg.utf8), "shape.data"))
        XCTAssertTrue(image.isVector)
        XCTAssertEqual(image.size, CGSize(width: 30, height: 20))
        XCTAssertNil(image.rgbaPixels())
    }

    func testSVGIsDrawnCrisplyAtScale3() throws {
        let image = try Image.svg(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
                + "<circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"#FF0000\"/></svg>")
        let canvas = try Canvas(width: 10, height: 10, scale: 3)
        canvas.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let pixels = canvas.rgbaPixels()
        // Rendered as a vector: the edge is 1 device pixel wide, not a blurry upscaled 10×10 bitmap.
        XCTAssertEqual(pixel(canvas, 15, 15, pixels).a, 255)
        XCTAssertEqual(pixel(canvas, 15, 1, pixels).a, 255)
        XCTAssertEqual(pixel(canvas, 1, 1, pixels).a, 0)
        let partial = (0..<30).filter { x in
            let a = pixel(canvas, x, 15, pixels).a
            return a > 0 && a < 255
        }
        XCTAssertLessThanOrEqual(partial.count, 2, "edge pixels along the middle row: \(partial)")
    }

    func testViewBoxOnlySVGUsesTheViewBoxSize() throws {
        let image = try Image.svg(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 24\"><rect width=\"16\" height=\"24\"/></svg>")
        XCTAssertEqual(image.size, CGSize(width: 16, height: 24))
    }

    func testRGBAImage() throws {
        let image = Image.rgba(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 128])
        XCTAssertEqual(image.size, CGSize(width: 2, height: 1))
        let pixels = try XCTUnwrap(image.rgbaPixels())
        XCTAssertEqual(Array(pixels[0..<4]), [255, 0, 0, 255])
        XCTAssertEqual(Array(pixels[4..<8]), [0, 0, 255, 128])
        // Too few bytes: the rest is transparent, no crash.
        let short = Image.rgba(width: 4, height: 4, bytes: [1, 2, 3])
        XCTAssertEqual(short.rgbaPixels()?.count, 64)
        XCTAssertEqual(Image.rgba(width: -3, height: 2, bytes: []).size, .zero)
    }

    // MARK: Errors

    func testMissingFileThrows() {
        assertImageError(folder + "/nope.png", contains: "no such file")
    }

    func testTextFileNamedPNGThrows() {
        assertImageError(
            write(Data("hello, I am not an image\n".utf8), "notes.png"), contains: "not a PNG, JPEG or SVG image")
    }

    func testEmptyFileThrows() {
        assertImageError(write(Data(), "empty.png"), contains: "empty file")
    }

    func testFolderThrows() throws {
        let path = folder + "/dir.png"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        assertImageError(path, contains: "folder")
    }

    func testCorruptPNGThrows() {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data.append(Data((0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
        assertImageError(write(data, "corrupt.png"), contains: "corrupt or truncated PNG")
    }

    func testTruncatedPNGThrows() throws {
        let canvas = try Canvas(width: 64, height: 64)
        canvas.fill(Path.ellipse(in: CGRect(x: 0, y: 0, width: 64, height: 64)), color: Color(rgb: 0x336699))
        let png = try canvas.pngData()
        assertImageError(write(png.prefix(png.count / 2), "truncated.png"), contains: "corrupt or truncated PNG")
    }

    func testTruncatedJPEGThrows() {
        assertImageError(
            write(smallJPEG.prefix(smallJPEG.count * 2 / 3), "truncated.jpg"), contains: "corrupt or truncated JPEG")
    }

    func testJPEGHeaderOnlyThrows() {
        assertImageError(write(smallJPEG.prefix(20), "header.jpg"), contains: "corrupt or truncated JPEG")
    }

    func testInvalidSVGThrows() {
        assertImageError(
            write(Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"><rect".utf8), "bad.svg"), contains: "SVG"
        )
    }

    func testGIFIsNamed() {
        assertImageError(write(Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), "anim.png"), contains: "GIF")
    }
}
