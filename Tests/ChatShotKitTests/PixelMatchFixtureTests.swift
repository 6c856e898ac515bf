import ChatCanvas
import XCTest

@testable import ChatShotKit

/// Runs the diff on pixelmatch's own test fixtures and expects pixelmatch 7.2.0's counts and diff
/// images, pixel for pixel. The fixtures are not part of this repository: point the environment
/// variable PIXELMATCH_FIXTURES at a folder holding pixelmatch's `test/fixtures/*.png`.
final class PixelMatchFixtureTests: XCTestCase {
    struct Case {
        let a: String, b: String, diff: String, expected: Int
        var options = PixelMatchOptions()
    }

    static var cases: [Case] {
        var t05 = PixelMatchOptions()
        t05.threshold = 0.05
        var mask = t05
        mask.diffMask = true
        var zeroMask = PixelMatchOptions()
        zeroMask.threshold = 0
        zeroMask.diffMask = true
        var zero = PixelMatchOptions()
        zero.threshold = 0
        var colours = t05
        colours.alpha = 0.5
        colours.aaColor = RGBColor(0, 192, 0)
        colours.diffColor = RGBColor(255, 0, 255)
        var alt = PixelMatchOptions()
        alt.diffColorAlt = RGBColor(0, 255, 0)
        return [
            Case(a: "1a", b: "1b", diff: "1diff", expected: 143, options: t05),
            Case(a: "1a", b: "1b", diff: "1diffdefaultthreshold", expected: 106),
            Case(a: "1a", b: "1b", diff: "1diffmask", expected: 143, options: mask),
            Case(a: "1a", b: "1a", diff: "1emptydiffmask", expected: 0, options: zeroMask),
            Case(a: "2a", b: "2b", diff: "2diff", expected: 12437, options: colours),
            Case(a: "3a", b: "3b", diff: "3diff", expected: 212, options: t05),
            Case(a: "4a", b: "4b", diff: "4diff", expected: 36049, options: t05),
            Case(a: "5a", b: "5b", diff: "5diff", expected: 6, options: t05),
            Case(a: "6a", b: "6b", diff: "6diff", expected: 51, options: t05),
            Case(a: "6a", b: "6a", diff: "6empty", expected: 0, options: zero),
            Case(a: "7a", b: "7b", diff: "7diff", expected: 2448, options: alt),
            Case(a: "8a", b: "5b", diff: "8diff", expected: 32896, options: t05)
        ]
    }

    func fixturesFolder() throws -> String {
        guard let dir = ProcessInfo.processInfo.environment["PIXELMATCH_FIXTURES"], !dir.isEmpty else {
            throw XCTSkip(
                "PIXELMATCH_FIXTURES is not set: set it to pixelmatch's test/fixtures folder to compare with pixelmatch 7.2.0's counts"
            )
        }
        guard FileManager.default.fileExists(atPath: dir + "/1a.png") else {
            throw XCTSkip("PIXELMATCH_FIXTURES=\(dir) holds no 1a.png: expected pixelmatch's test/fixtures folder")
        }
        return dir
    }

    func testCountsAndDiffImagesEqualPixelmatch() throws {
        let dir = try fixturesFolder()
        for c in Self.cases {
            let a = try ImageDiff.read("\(dir)/\(c.a).png")
            let b = try ImageDiff.read("\(dir)/\(c.b).png")
            let expectedDiff = try ImageDiff.read("\(dir)/\(c.diff).png")
            for parallel in [false, true] {
                let (counts, image) = PixelMatch.diffImage(a, b, options: c.options, parallel: parallel)
                XCTAssertEqual(counts.diffPixels, c.expected, "\(c.a) vs \(c.b) → \(c.diff), parallel \(parallel)")
                XCTAssertEqual(image.pixels, expectedDiff.pixels, "diff image \(c.diff) differs from pixelmatch's")
                let withoutImage = PixelMatch.compare(a, b, options: c.options, parallel: parallel)
                XCTAssertEqual(withoutImage.diffPixels, c.expected, "\(c.a) vs \(c.b) without a diff image")
            }
        }
    }

    func testFileComparisonOnFixtures() throws {
        let dir = try fixturesFolder()
        let r = try ImageDiff.compareFiles(
            "\(dir)/1a.png", "\(dir)/1b.png", options: PixelMatchOptions(threshold: 0.05),
            criteria: DiffCriteria(maxDiffPixels: 143))
        XCTAssertEqual(r.diffPixels, 143)
        XCTAssertTrue(r.passed)
        XCTAssertEqual(r.width, 512)
        XCTAssertEqual(r.height, 256)
        XCTAssertEqual(r.totalPixels, 512 * 256)
    }
}
