import ChatCanvas
import TestSupport
import XCTest

@testable import ChatShotKit

/// The CIEDE2000 comparator: the formula against the published test pairs, the sRGB → L*a*b* conversion, and whole
/// images through `ImageDiff` (counts, tolerance, diff image, tightest passing precision), the gallery keys and the
/// check's `--compare` override.
final class DeltaE2000Tests: XCTestCase {
    /// Table 1 of G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 color-difference formula: implementation notes,
    /// supplementary test data, and mathematical observations", Color Research & Application 30(1), 2005:
    /// L1, a1, b1, L2, a2, b2 and ΔE00 to 4 decimals.
    static let sharmaPairs: [(CIELab, CIELab, Double)] = [
        (CIELab(50.0000, 2.6772, -79.7751), CIELab(50.0000, 0.0000, -82.7485), 2.0425),
        (CIELab(50.0000, 3.1571, -77.2803), CIELab(50.0000, 0.0000, -82.7485), 2.8615),
        (CIELab(50.0000, 2.8361, -74.0200), CIELab(50.0000, 0.0000, -82.7485), 3.4412),
        (CIELab(50.0000, -1.3802, -84.2814), CIELab(50.0000, 0.0000, -82.7485), 1.0000),
        (CIELab(50.0000, -1.1848, -84.8006), CIELab(50.0000, 0.0000, -82.7485), 1.0000),
        (CIELab(50.0000, -0.9009, -85.5211), CIELab(50.0000, 0.0000, -82.7485), 1.0000),
        (CIELab(50.0000, 0.0000, 0.0000), CIELab(50.0000, -1.0000, 2.0000), 2.3669),
        (CIELab(50.0000, -1.0000, 2.0000), CIELab(50.0000, 0.0000, 0.0000), 2.3669),
        (CIELab(50.0000, 2.4900, -0.0010), CIELab(50.0000, -2.4900, 0.0009), 7.1792),
        (CIELab(50.0000, 2.4900, -0.0010), CIELab(50.0000, -2.4900, 0.0010), 7.1792),
        (CIELab(50.0000, 2.4900, -0.0010), CIELab(50.0000, -2.4900, 0.0011), 7.2195),
        (CIELab(50.0000, 2.4900, -0.0010), CIELab(50.0000, -2.4900, 0.0012), 7.2195),
        (CIELab(50.0000, -0.0010, 2.4900), CIELab(50.0000, 0.0009, -2.4900), 4.8045),
        (CIELab(50.0000, -0.0010, 2.4900), CIELab(50.0000, 0.0010, -2.4900), 4.8045),
        (CIELab(50.0000, -0.0010, 2.4900), CIELab(50.0000, 0.0011, -2.4900), 4.7461),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(50.0000, 0.0000, -2.5000), 4.3065),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(73.0000, 25.0000, -18.0000), 27.1492),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(61.0000, -5.0000, 29.0000), 22.8977),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(56.0000, -27.0000, -3.0000), 31.9030),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(58.0000, 24.0000, 15.0000), 19.4535),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(50.0000, 3.1736, 0.5854), 1.0000),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(50.0000, 3.2972, 0.0000), 1.0000),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(50.0000, 1.8634, 0.5757), 1.0000),
        (CIELab(50.0000, 2.5000, 0.0000), CIELab(50.0000, 3.2592, 0.3350), 1.0000),
        (CIELab(60.2574, -34.0099, 36.2677), CIELab(60.4626, -34.1751, 39.4387), 1.2644),
        (CIELab(63.0109, -31.0961, -5.8663), CIELab(62.8187, -29.7946, -4.0864), 1.2630),
        (CIELab(61.2901, 3.7196, -5.3901), CIELab(61.4292, 2.2480, -4.9620), 1.8731),
        (CIELab(35.0831, -44.1164, 3.7933), CIELab(35.0232, -40.0716, 1.5901), 1.8645),
        (CIELab(22.7233, 20.0904, -46.6940), CIELab(23.0331, 14.9730, -42.5619), 2.0373),
        (CIELab(36.4612, 47.8580, 18.3852), CIELab(36.2715, 50.5065, 21.2231), 1.4146),
        (CIELab(90.8027, -2.0831, 1.4410), CIELab(91.1528, -1.6435, 0.0447), 1.4441),
        (CIELab(90.9257, -0.5406, -0.9208), CIELab(88.6381, -0.8985, -0.7239), 1.5381),
        (CIELab(6.7747, -0.2908, -2.4247), CIELab(5.8714, -0.0985, -2.2286), 0.6377),
        (CIELab(2.0776, 0.0795, -1.1350), CIELab(0.9033, -0.0636, -0.5514), 0.9082)
    ]

    func testSharmaTestPairsToFourDecimals() {
        XCTAssertEqual(Self.sharmaPairs.count, 34)
        for (i, (x, y, expected)) in Self.sharmaPairs.enumerated() {
            let d = DeltaE2000.difference(x, y)
            XCTAssertEqual((d * 10_000).rounded() / 10_000, expected, "pair \(i + 1): \(d)")
            XCTAssertEqual(DeltaE2000.difference(y, x), d, accuracy: 1e-12, "pair \(i + 1) is symmetric")
        }
        XCTAssertEqual(DeltaE2000.difference(CIELab(50, 2.5, 0), CIELab(50, 2.5, 0)), 0)
    }

    func testSRGBToLab() {
        func assertLab(_ c: (UInt8, UInt8, UInt8), _ l: Double, _ a: Double, _ b: Double, line: UInt = #line) {
            let lab = DeltaE2000.lab(r: c.0, g: c.1, b: c.2)
            XCTAssertEqual(lab.l, l, accuracy: 0.01, line: line)
            XCTAssertEqual(lab.a, a, accuracy: 0.01, line: line)
            XCTAssertEqual(lab.b, b, accuracy: 0.01, line: line)
        }
        assertLab((255, 255, 255), 100, 0, 0)
        assertLab((0, 0, 0), 0, 0, 0)
        // sRGB's primaries and a mid grey (D65), as colour references list them.
        assertLab((255, 0, 0), 53.24, 80.09, 67.20)
        assertLab((0, 255, 0), 87.73, -86.18, 83.18)
        assertLab((0, 0, 255), 32.30, 79.19, -107.86)
        assertLab((128, 128, 128), 53.59, 0, 0)
    }

    func testPerceptualPrecisionMeansTheToleranceOfSwiftSnapshotTesting() {
        XCTAssertEqual(DeltaE2000.tolerance(perceptualPrecision: 0.98), 2, accuracy: 1e-9)
        XCTAssertEqual(DeltaE2000.tolerance(perceptualPrecision: 1), 0)
        XCTAssertEqual(DeltaE2000.tolerance(perceptualPrecision: 0), 100)
        XCTAssertEqual(DeltaE2000.defaultPrecision, 0.98)
    }

    // MARK: - Images

    func image(_ fill: (UInt8, UInt8, UInt8), _ changes: [(Int, Int, (UInt8, UInt8, UInt8))] = []) -> RGBAImage {
        var img = RGBAImage(width: 8, height: 6, fill: (fill.0, fill.1, fill.2, 255))
        for (x, y, c) in changes {
            let k = (y * img.width + x) * 4
            img.pixels[k] = c.0
            img.pixels[k + 1] = c.1
            img.pixels[k + 2] = c.2
        }
        return img
    }

    func deltaE(_ precision: Double) -> PixelMatchOptions {
        PixelMatchOptions(comparator: .deltaE, perceptualPrecision: precision)
    }

    func testAPixelDiffersWhenItsDeltaEExceedsTheTolerance() {
        let white = image((255, 255, 255))
        // #FEFEFE on white: ΔE00 ≈ 0.2, under 2 (precision 0.98), over 0 (precision 1).
        let barely = image((255, 255, 255), [(2, 3, (254, 254, 254))])
        let dE = DeltaE2000.difference(DeltaE2000.lab(r: 255, g: 255, b: 255), DeltaE2000.lab(r: 254, g: 254, b: 254))
        XCTAssertEqual(dE, 0.1978, accuracy: 0.0001)
        var (r, _) = ImageDiff.compare(white, barely, options: deltaE(0.98))
        XCTAssertEqual(r.diffPixels, 0)
        XCTAssertTrue(r.passed)
        XCTAssertFalse(r.identical)
        (r, _) = ImageDiff.compare(white, barely, options: deltaE(1))
        XCTAssertEqual(r.diffPixels, 1)
        XCTAssertFalse(r.passed)
        XCTAssertEqual(r.comparator, .deltaE)
        XCTAssertEqual(r.deltaETolerance, 0)

        // A light grey step pixelmatch lets through at its default threshold is ΔE 3.05: over 2.
        let grey = image((255, 255, 255), [(1, 1, (240, 240, 240)), (5, 4, (240, 240, 240))])
        XCTAssertEqual(ImageDiff.compare(white, grey).0.diffPixels, 0, "pixelmatch, threshold 0.1")
        (r, _) = ImageDiff.compare(white, grey, options: deltaE(0.98))
        XCTAssertEqual(r.diffPixels, 2)
        XCTAssertEqual(
            r.summary,
            "2 of 48 pixels differ (4.1667%) at ΔE2000 tolerance 2 (perceptual precision 0.98) — FAIL (allowed 0)")
        (r, _) = ImageDiff.compare(white, grey, options: deltaE(0.95))
        XCTAssertEqual(r.diffPixels, 0, "tolerance 5")
    }

    func testTheDiffImageIsDrawnAsPixelmatchDrawsIt() {
        let a = image((255, 255, 255))
        let b = image((255, 255, 255), [(0, 0, (0, 0, 0)), (7, 5, (255, 255, 254))])
        var options = deltaE(1)
        options.diffColorAlt = RGBColor(0, 160, 255)
        let (r, img) = ImageDiff.compare(a, b, options: options, wantDiffImage: true)
        XCTAssertEqual(r.diffPixels, 2)
        let diff = try! XCTUnwrap(img)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(diff.pixels[(y * 8 + x) * 4..<(y * 8 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(0, 0), [0, 160, 255, 255], "darker in the actual image: the alternative colour")
        XCTAssertEqual(pixel(7, 5), [0, 160, 255, 255], "a little bluer is also darker (lower L*)")
        // Unchanged pixels: the expected image as faint grey, exactly as pixelmatch draws them.
        let (_, pm) = ImageDiff.compare(a, b, options: PixelMatchOptions(threshold: 0), wantDiffImage: true)
        XCTAssertEqual(pixel(3, 3), Array(pm!.pixels[(3 * 8 + 3) * 4..<(3 * 8 + 3) * 4 + 4]))
        XCTAssertEqual(
            diff.boundingBox(ofColors: [RGBColor(0, 160, 255)]), PixelRegion(x: 0, y: 0, width: 8, height: 6))
    }

    func testTightestPassingPrecision() {
        let a = image((255, 255, 255))
        let b = image((255, 255, 255), [(1, 1, (240, 240, 240)), (2, 2, (0, 0, 0))])
        let (r, _) = ImageDiff.compare(
            a, b, options: deltaE(0.98), criteria: DiffCriteria(maxDiffPixels: 1), computeTightest: true)
        XCTAssertEqual(r.diffPixels, 2)
        XCTAssertFalse(r.passed)
        XCTAssertNil(r.tightestPassingThreshold)
        let p = try! XCTUnwrap(r.tightestPassingPrecision)
        // Passing with one pixel allowed means tolerating the grey step (ΔE ≈ 3.05), not black (ΔE 100).
        let grey = DeltaE2000.difference(DeltaE2000.lab(r: 255, g: 255, b: 255), DeltaE2000.lab(r: 240, g: 240, b: 240))
        XCTAssertLessThanOrEqual(DeltaE2000.tolerance(perceptualPrecision: p), grey + 0.01 + 1e-9)
        XCTAssertGreaterThanOrEqual(DeltaE2000.tolerance(perceptualPrecision: p), grey)
        let (again, _) = ImageDiff.compare(
            a, b, options: deltaE(p), criteria: DiffCriteria(maxDiffPixels: 1))
        XCTAssertTrue(again.passed, "the tightest precision passes")
        let (stricter, _) = ImageDiff.compare(
            a, b, options: deltaE(p + 0.0001), criteria: DiffCriteria(maxDiffPixels: 1))
        XCTAssertFalse(stricter.passed, "and a step stricter does not")
    }

    func testSemiTransparentPixelsAreBlendedLikePixelmatch() {
        var a = RGBAImage(width: 2, height: 1, fill: (0, 0, 0, 0))
        var b = a
        b.pixels[0] = 255  // red in a fully transparent pixel: nothing to see
        XCTAssertEqual(ImageDiff.compare(a, b, options: deltaE(1)).0.diffPixels, 0)
        a.pixels[7] = 255  // the second pixel opaque black in A, transparent in B
        XCTAssertEqual(ImageDiff.compare(a, b, options: deltaE(0.98)).0.diffPixels, 1)
    }

    func testFilesThroughImageDiffAndTheResultJSON() throws {
        let scratch = try TemporaryFolder("delta-e")
        try image((255, 255, 255)).pngData().write(to: scratch.url("a.png"))
        try image((255, 255, 255), [(4, 4, (200, 200, 200))]).pngData().write(to: scratch.url("b.png"))
        let r = try ImageDiff.compareFiles(
            scratch.path("a.png"), scratch.path("b.png"), options: deltaE(0.9), diffOutput: scratch.path("d.png"))
        XCTAssertEqual(r.diffPixels, 1)
        XCTAssertEqual(r.diffImage, scratch.path("d.png"))
        let json = String(decoding: try JSONEncoder().encode(r), as: UTF8.self)
        XCTAssertTrue(json.contains(#""comparator":"delta-e""#), json)
        XCTAssertTrue(json.contains(#""perceptualPrecision":0.9"#), json)
        // pixelmatch's results say nothing of a comparator: the JSON of earlier versions.
        let pm = try ImageDiff.compareFiles(scratch.path("a.png"), scratch.path("b.png"))
        XCTAssertFalse(String(decoding: try JSONEncoder().encode(pm), as: UTF8.self).contains("comparator"))
    }

    // MARK: - Gallery and check

    func testGalleryKeysAndTheCheckOverride() throws {
        let scratch = try TemporaryFolder("delta-e-gallery")
        try FileManager.default.copyItem(
            atPath: PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path,
            toPath: scratch.path("chat.json"))
        let galleryPath = scratch.path("gallery.yaml")
        try Data(
            """
            defaults:
              compare: delta-e
            shots:
              - name: strict
                transcript: chat.json
                perceptual-precision: 1
              - name: loose
                transcript: chat.json
              - name: yiq
                transcript: chat.json
                compare: pixelmatch
            """.utf8
        ).write(to: URL(fileURLWithPath: galleryPath))
        let jobs = try Gallery.load(path: galleryPath).jobs()
        XCTAssertEqual(jobs.map { $0.compare.options.comparator }, [.deltaE, .deltaE, .pixelmatch])
        XCTAssertEqual(jobs.map { $0.compare.options.perceptualPrecision }, [1, 0.98, 0.98])

        // Baselines white; every render has the light grey step: ΔE 3.05, a YIQ distance under pixelmatch's 0.1.
        try FileManager.default.createDirectory(atPath: scratch.path("baselines"), withIntermediateDirectories: true)
        for name in ["strict", "loose", "yiq"] {
            try image((255, 255, 255)).pngData().write(to: scratch.url("baselines/\(name).png"))
        }
        let step = try image((255, 255, 255), [(3, 3, (240, 240, 240))]).pngData()
        let runner = BatchRunner(parallelism: 1) { ClosureWorker { _ in step } }
        func statuses(_ check: BaselineCheck) throws -> [ShotResult.Status] {
            try check.run().shots.map(\.status)
        }
        var check = BaselineCheck(galleryPath: galleryPath, baseline: scratch.path("baselines"), runner: runner)
        XCTAssertEqual(try statuses(check), [.changed, .changed, .passed])
        check.comparator = .pixelmatch
        XCTAssertEqual(try statuses(check), [.passed, .passed, .passed])
        check.comparator = .deltaE
        check.perceptualPrecision = 0.96
        XCTAssertEqual(try statuses(check), [.passed, .passed, .passed], "tolerance 4")
        check.comparator = nil
        check.perceptualPrecision = 0.99
        let results = try check.run()
        XCTAssertEqual(results.shots.map(\.status), [.changed, .changed, .passed])
        XCTAssertEqual(results.shots[0].compare.perceptualPrecision, 0.99)
        XCTAssertTrue(results.shots[0].message?.contains("ΔE2000 tolerance 1 (perceptual precision 0.99)") == true)
    }
}
