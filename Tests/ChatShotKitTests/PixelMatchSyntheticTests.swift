import ChatCanvas
import TestSupport
import XCTest

@testable import ChatShotKit

/// Diff tests on images drawn in code, with counts worked out by hand from the definitions:
/// squared YIQ distance 0.5053·Y² + 0.299·I² + 0.1957·Q², a pixel differs when it exceeds 35215·t².
final class PixelMatchSyntheticTests: XCTestCase {
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)
    let white: Pixel = (255, 255, 255, 255)
    let black: Pixel = (0, 0, 0, 255)

    func solid(_ w: Int, _ h: Int, _ p: Pixel) -> RGBAImage { RGBAImage(width: w, height: h, fill: p) }

    func count(_ a: RGBAImage, _ b: RGBAImage, _ options: PixelMatchOptions = .init()) -> Int {
        let serial = PixelMatch.compare(a, b, options: options, parallel: false).diffPixels
        let parallel = PixelMatch.compare(a, b, options: options, parallel: true).diffPixels
        XCTAssertEqual(serial, parallel, "serial and parallel counts differ")
        return serial
    }

    func testIdenticalImagesHaveNoDifference() {
        let a = solid(40, 30, (10, 200, 30, 255))
        let r = PixelMatch.compare(a, a)
        XCTAssertEqual(r.diffPixels, 0)
        XCTAssertTrue(r.identical)
    }

    func testOnePixelChangeIsOneDifference() {
        let a = solid(10, 10, white)
        var b = a
        b[5, 5] = black
        // A lone black dot on white has no brighter neighbour, so it is not anti-aliasing.
        XCTAssertEqual(count(a, b), 1)
        XCTAssertEqual(count(a, b, PixelMatchOptions(includeAA: true)), 1)
        XCTAssertEqual(count(b, a), 1)
    }

    func testThresholdOnGreyShift() {
        // A grey shift of d in every channel: Y ≈ d, I ≈ Q ≈ 0, distance ≈ 0.5053·d².
        // At t = 0.1 the limit is 352.15: d = 26 gives 341.6 (same), d = 27 gives 368.4 (differs).
        let a = solid(20, 20, (100, 100, 100, 255))
        XCTAssertEqual(count(a, solid(20, 20, (126, 126, 126, 255))), 0)
        XCTAssertEqual(count(a, solid(20, 20, (127, 127, 127, 255))), 400)
        // At t = 0 every changed pixel counts; at t = 1 nothing short of black/white does.
        XCTAssertEqual(count(a, solid(20, 20, (101, 101, 101, 255)), PixelMatchOptions(threshold: 0)), 400)
        XCTAssertEqual(count(solid(5, 5, black), solid(5, 5, (254, 254, 254, 255)), PixelMatchOptions(threshold: 1)), 0)
    }

    /// Left half black, right half white; B softens the edge with a grey column at x = 5.
    func edgeImages() -> (RGBAImage, RGBAImage) {
        var a = solid(10, 10, white)
        for y in 0..<10 { for x in 0..<5 { a[x, y] = black } }
        var b = a
        for y in 0..<10 { b[5, y] = (128, 128, 128, 255) }
        return (a, b)
    }

    func testAntialiasedEdgeIsIgnoredUnlessIncluded() {
        let (a, b) = edgeImages()
        // The grey column has a darker and a brighter neighbour, each in a flat area: anti-aliasing.
        let r = PixelMatch.compare(a, b, parallel: false)
        XCTAssertEqual(r.diffPixels, 0)
        XCTAssertEqual(r.antialiasedPixels, 10)
        XCTAssertEqual(count(a, b, PixelMatchOptions(includeAA: true)), 10)
    }

    func testThickChangeIsNotAntialiasing() {
        // Moving the edge by three columns: the changed pixels have 3+ equal neighbours.
        var (a, b) = edgeImages()
        b = a
        for y in 0..<10 { for x in 5..<8 { b[x, y] = black } }
        XCTAssertEqual(count(a, b), 30)
    }

    func testTransparentPixelsBlendAgainstCheckerboardOrWhite() {
        // 50% black over white is (127.5 grey); over the checkerboard's dark (48) square it is much darker.
        let a = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 128])
        let b = RGBAImage(width: 1, height: 1, pixels: [127, 127, 127, 255])
        XCTAssertEqual(count(a, b, PixelMatchOptions(checkerboard: false)), 0)
        XCTAssertEqual(count(a, b), 1)
        // Fully transparent pixels look the same whatever their colour.
        let c = RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 0))
        let d = RGBAImage(width: 4, height: 4, fill: (0, 0, 255, 0))
        XCTAssertEqual(count(c, d, PixelMatchOptions(threshold: 0)), 0)
    }

    func testDiffImageColours() {
        let a = solid(10, 10, (128, 128, 128, 255))
        var b = a
        b[2, 2] = black  // darker in B: the alternative colour
        b[7, 7] = white  // lighter in B: the diff colour
        var o = PixelMatchOptions()
        o.diffColorAlt = RGBColor(0, 255, 0)
        let (counts, image) = PixelMatch.diffImage(a, b, options: o)
        XCTAssertEqual(counts.diffPixels, 2)
        XCTAssertTrue(image[2, 2] == (0, 255, 0, 255))
        XCTAssertTrue(image[7, 7] == (255, 0, 0, 255))
        // The background is the first image in grey faded to 10%: 255 + (128·1.00000001 − 255)·0.1 = 242.3 → 242.
        XCTAssertTrue(image[0, 0] == (242, 242, 242, 255))
        // The mask draws only the differences, on transparency.
        o.diffMask = true
        let (_, mask) = PixelMatch.diffImage(a, b, options: o)
        XCTAssertTrue(mask[0, 0] == (0, 0, 0, 0))
        XCTAssertTrue(mask[7, 7] == (255, 0, 0, 255))
    }

    func testAntialiasedPixelsDrawnInAAColour() {
        let (a, b) = edgeImages()
        let (_, image) = PixelMatch.diffImage(a, b, options: PixelMatchOptions(aaColor: RGBColor(0, 0, 255)))
        XCTAssertTrue(image[5, 3] == (0, 0, 255, 255))
        // Black background pixel at 10%: 255 − 25.5 = 229.5 → 229.
        XCTAssertTrue(image[0, 0] == (229, 229, 229, 255))
    }

    func testCriteria() {
        XCTAssertTrue(DiffCriteria().passes(diffPixels: 0, totalPixels: 100))
        XCTAssertFalse(DiffCriteria().passes(diffPixels: 1, totalPixels: 100))
        XCTAssertTrue(DiffCriteria(maxDiffPixels: 5).passes(diffPixels: 5, totalPixels: 100))
        XCTAssertFalse(DiffCriteria(maxDiffPixels: 5).passes(diffPixels: 6, totalPixels: 100))
        XCTAssertTrue(DiffCriteria(maxDiffPixelRatio: 0.1).passes(diffPixels: 10, totalPixels: 100))
        XCTAssertFalse(DiffCriteria(maxDiffPixelRatio: 0.1).passes(diffPixels: 11, totalPixels: 100))
        // Both: the stricter applies.
        XCTAssertFalse(DiffCriteria(maxDiffPixels: 50, maxDiffPixelRatio: 0.1).passes(diffPixels: 11, totalPixels: 100))
    }

    func testSizeMismatchIsADifferenceNotACrash() {
        let (r, image) = ImageDiff.compare(
            solid(10, 20, white), solid(10, 21, white), criteria: DiffCriteria(maxDiffPixels: 1000),
            wantDiffImage: true)
        XCTAssertTrue(r.sizeMismatch)
        XCTAssertFalse(r.passed)
        XCTAssertNil(image)
        XCTAssertEqual(r.width, 10)
        XCTAssertEqual(r.height, 20)
        XCTAssertEqual(r.actualWidth, 10)
        XCTAssertEqual(r.actualHeight, 21)
        XCTAssertTrue(r.summary.contains("10×20") && r.summary.contains("10×21"), r.summary)
    }

    func testTightestThreshold() {
        let a = solid(10, 10, (100, 100, 100, 255))
        var b = solid(10, 10, (100, 100, 100, 255))
        for x in 0..<10 { b[x, 0] = (127, 127, 127, 255) }  // 10 pixels, grey shift 27 (distance ≈ 368.4)
        b[0, 9] = (140, 140, 140, 255)  // 1 pixel, grey shift 40
        var (r, _) = ImageDiff.compare(a, b, criteria: DiffCriteria(), computeTightest: true)
        XCTAssertEqual(r.diffPixels, 11)
        // Passing with 0 allowed needs 35215·t² ≥ 0.5053·40² → t ≥ 0.1516.
        let t = try! XCTUnwrap(r.tightestPassingThreshold)
        XCTAssertEqual(t, 0.1516, accuracy: 0.0001)
        XCTAssertEqual(count(a, b, PixelMatchOptions(threshold: t)), 0)
        XCTAssertEqual(count(a, b, PixelMatchOptions(threshold: t - 0.0002)), 1)
        // Allowing one pixel, the 27-grey row decides: t ≥ 27·√(0.5053/35215) ≈ 0.1023.
        (r, _) = ImageDiff.compare(a, b, criteria: DiffCriteria(maxDiffPixels: 1), computeTightest: true)
        XCTAssertEqual(r.tightestPassingThreshold!, 0.1023, accuracy: 0.0001)
    }

    // MARK: PNG files

    func tempDir() throws -> String {
        let scratch = try TemporaryFolder("diff")
        addTeardownBlock { _ = scratch }
        let d = scratch.path
        return d
    }

    func testPNGRoundTrip() throws {
        let d = try tempDir()
        var img = RGBAImage(width: 7, height: 3)
        for y in 0..<3 { for x in 0..<7 { img[x, y] = (UInt8(x * 30), UInt8(y * 80), 7, UInt8(255 - x * 20)) } }
        try img.writePNG(to: d + "/a.png")
        XCTAssertEqual(try ImageDiff.read(d + "/a.png"), img)
        try img.writePNG(to: d + "/b.png", compression: .small)
        XCTAssertEqual(try ImageDiff.read(d + "/b.png"), img)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: d).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func assertBadInput(_ path: String, contains: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try ImageDiff.read(path), file: file, line: line) { error in
            guard let m = ChatShotError(error)?.description else {
                return XCTFail("not bad input: \(error)", file: file, line: line)
            }
            XCTAssertTrue(m.contains(path), "message does not name the file: \(m)", file: file, line: line)
            XCTAssertTrue(m.contains(contains), "message: \(m)", file: file, line: line)
            XCTAssertFalse(m.contains("\n"), file: file, line: line)
        }
    }

    func testBadPNGsAreClearErrors() throws {
        let d = try tempDir()
        let good = try solid(50, 50, white).pngData()
        try Data("hello".utf8).write(to: URL(fileURLWithPath: d + "/text.png"))
        try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: d + "/truncated.png"))
        var corrupt = good
        corrupt[corrupt.count - 20] ^= 0xFF
        try corrupt.write(to: URL(fileURLWithPath: d + "/corrupt.png"))
        try Data().write(to: URL(fileURLWithPath: d + "/empty.png"))
        assertBadInput(d + "/missing.png", contains: "no such file")
        assertBadInput(d + "/text.png", contains: "not a PNG")
        assertBadInput(d + "/truncated.png", contains: "PNG")
        assertBadInput(d + "/corrupt.png", contains: "PNG")
        assertBadInput(d + "/empty.png", contains: "empty")
        assertBadInput(d, contains: "folder")
    }

    func testCompareFilesWritesDiffImageAtomically() throws {
        let d = try tempDir()
        let a = solid(10, 10, white)
        var b = a
        b[1, 1] = black
        try a.writePNG(to: d + "/a.png")
        try b.writePNG(to: d + "/b.png")
        let r = try ImageDiff.compareFiles(d + "/a.png", d + "/b.png", diffOutput: d + "/out/diff.png")
        XCTAssertEqual(r.diffPixels, 1)
        XCTAssertFalse(r.passed)
        let diff = try ImageDiff.read(d + "/out/diff.png")
        XCTAssertTrue(diff[1, 1] == (255, 0, 0, 255))
        XCTAssertThrowsError(try ImageDiff.compareFiles(d + "/a.png", d + "/nope.png"))
    }
}
