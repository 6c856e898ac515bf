import ChatCanvas
import Foundation
import Synchronization

/// When a comparison passes, in the manner of Playwright's `toHaveScreenshot`: by default only
/// when no pixel differs; `maxDiffPixels` and `maxDiffPixelRatio` allow some. When both are given
/// the stricter one applies. Images of different sizes never pass.
public struct DiffCriteria: Sendable, Equatable, Codable {
    public var maxDiffPixels: Int?
    /// 0…1, a fraction of the image's pixels.
    public var maxDiffPixelRatio: Double?

    public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// How many differing pixels are allowed in an image of `totalPixels` pixels.
    public func allowedPixels(totalPixels: Int) -> Double {
        let byCount = maxDiffPixels.map(Double.init)
        let byRatio = maxDiffPixelRatio.map { Double(totalPixels) * $0 }
        switch (byCount, byRatio) {
        case (let c?, let r?): return min(c, r)
        case (let c?, nil): return c
        case (nil, let r?): return r
        default: return 0
        }
    }

    public func passes(diffPixels: Int, totalPixels: Int) -> Bool {
        Double(diffPixels) <= allowedPixels(totalPixels: totalPixels)
    }
}

/// The outcome of comparing an expected image (A) with an actual one (B); the JSON of `chatshot diff --json`.
public struct ImageDiffResult: Sendable, Equatable, Codable {
    public var expected: String?
    public var actual: String?
    /// The size of the expected image (A).
    public var width: Int
    public var height: Int
    /// The size of the actual image (B); differs from width/height only when `sizeMismatch`.
    public var actualWidth: Int
    public var actualHeight: Int
    public var sizeMismatch: Bool
    /// With a size mismatch every pixel of the larger area counts as different.
    public var totalPixels: Int
    public var diffPixels: Int
    public var antialiasedPixels: Int
    public var diffRatio: Double
    public var identical: Bool
    public var threshold: Double
    public var includeAA: Bool
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?
    /// The number of differing pixels the criteria allow.
    public var allowedDiffPixels: Double
    public var passed: Bool
    public var diffImage: String?
    /// The smallest threshold that would have passed with the same pixel allowance (nil when not computed, and with
    /// the delta-e comparator).
    public var tightestPassingThreshold: Double?
    /// `delta-e` when pixels were compared by CIEDE2000 (nil: pixelmatch, whose `threshold` and `includeAA` apply).
    public var comparator: PixelComparator?
    /// With delta-e: the perceptual precision and the ΔE₀₀ tolerance it means ((1 − p) × 100).
    public var perceptualPrecision: Double?
    public var deltaETolerance: Double?
    /// With delta-e: the largest perceptual precision that would have passed with the same pixel allowance.
    public var tightestPassingPrecision: Double?

    /// How pixels were told apart, for a summary line: `threshold 0.1` or `ΔE2000 tolerance 2 (precision 0.98)`.
    public var measure: String {
        if comparator == .deltaE, let p = perceptualPrecision, let t = deltaETolerance {
            return
                "ΔE2000 tolerance \(Self.format((t * 10_000).rounded() / 10_000)) (perceptual precision \(Self.format(p)))"
        }
        return "threshold \(Self.format(threshold))"
    }

    public var summary: String {
        let name = [expected, actual].compactMap { $0 }.joined(separator: " vs ")
        let prefix = name.isEmpty ? "" : "\(name): "
        if sizeMismatch {
            return "\(prefix)size mismatch: expected \(width)×\(height), actual \(actualWidth)×\(actualHeight)"
        }
        let pct = String(format: "%.4f", diffRatio * 100)
        var s =
            "\(prefix)\(diffPixels) of \(totalPixels) pixels differ (\(pct)%) at \(measure)"
        if antialiasedPixels > 0 && !includeAA { s += ", \(antialiasedPixels) anti-aliased pixels ignored" }
        s += passed ? " — pass" : " — FAIL (allowed \(Self.format(allowedDiffPixels)))"
        return s
    }

    static func format(_ d: Double) -> String {
        if d == d.rounded() && abs(d) < 1e15 { return String(Int(d)) }
        var s = String(format: "%.6f", d)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}

public enum ImageDiff {
    /// Compares two decoded images in one pass: the counts, with `wantDiffImage` the diff image (nil on a size
    /// mismatch), with `computeTightest` the tightest passing threshold.
    public static func compare(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelMatchOptions = .init(),
        criteria: DiffCriteria = .init(), wantDiffImage: Bool = false,
        computeTightest: Bool = false
    ) -> (ImageDiffResult, RGBAImage?) {
        var result = emptyResult(
            expected: (a.width, a.height), actual: (b.width, b.height), options: options, criteria: criteria)
        guard !result.sizeMismatch else { return (result, nil) }
        var diffImage = wantDiffImage ? RGBAImage(width: a.width, height: a.height) : nil
        let (counts, profile): (PixelMatchCounts, [Double]?)
        func pass(
            _ a: RGBAImage, _ b: RGBAImage, _ options: PixelMatchOptions, _ out: UnsafeMutablePointer<UInt8>?,
            _ profile: Bool
        ) -> (PixelMatchCounts, [Double]?) {
            options.comparator == .deltaE
                ? DeltaE2000.pass(a, b, options: options, output: out, profile: profile)
                : PixelMatch.pass(a, b, options: options, output: out, profile: profile)
        }
        if diffImage != nil {
            (counts, profile) = diffImage!.pixels.withUnsafeMutableBufferPointer { out in
                pass(a, b, options, out.baseAddress!, computeTightest)
            }
        } else {
            (counts, profile) = pass(a, b, options, nil, computeTightest)
        }
        result.diffPixels = counts.diffPixels
        result.antialiasedPixels = counts.antialiasedPixels
        result.identical = counts.identical
        result.diffRatio = a.pixelCount == 0 ? 0 : Double(counts.diffPixels) / Double(a.pixelCount)
        result.passed = criteria.passes(diffPixels: counts.diffPixels, totalPixels: a.pixelCount)
        if let profile {
            let allowed = Int(result.allowedDiffPixels.rounded(.down))
            if options.comparator == .deltaE {
                result.tightestPassingPrecision = DeltaE2000.tightestPrecision(profile: profile, allowedPixels: allowed)
            } else {
                result.tightestPassingThreshold = PixelMatch.tightestThreshold(profile: profile, allowedPixels: allowed)
            }
        }
        return (result, diffImage)
    }

    /// A result with no pixels compared yet; with different sizes it is complete: every pixel of the larger
    /// area counts as different.
    static func emptyResult(
        expected a: (Int, Int), actual b: (Int, Int), options: PixelMatchOptions,
        criteria: DiffCriteria
    ) -> ImageDiffResult {
        var result = ImageDiffResult(
            expected: nil, actual: nil, width: a.0, height: a.1, actualWidth: b.0, actualHeight: b.1,
            sizeMismatch: false, totalPixels: a.0 * a.1, diffPixels: 0, antialiasedPixels: 0, diffRatio: 0,
            identical: false, threshold: options.threshold, includeAA: options.includeAA,
            maxDiffPixels: criteria.maxDiffPixels, maxDiffPixelRatio: criteria.maxDiffPixelRatio,
            allowedDiffPixels: criteria.allowedPixels(totalPixels: a.0 * a.1), passed: false, diffImage: nil,
            tightestPassingThreshold: nil)
        if options.comparator == .deltaE {
            result.comparator = .deltaE
            result.perceptualPrecision = options.perceptualPrecision
            result.deltaETolerance = DeltaE2000.tolerance(perceptualPrecision: options.perceptualPrecision)
            result.includeAA = true  // no pixel is excused as anti-aliasing
        }
        if a != b {
            let total = max(a.0, b.0) * max(a.1, b.1)
            result.sizeMismatch = true
            result.totalPixels = total
            result.diffPixels = total
            result.diffRatio = 1
            result.allowedDiffPixels = criteria.allowedPixels(totalPixels: total)
        }
        return result
    }

    /// Reads both PNG files (in parallel) and compares them; writes the diff image atomically to
    /// `diffOutput` when given (not on a size mismatch). Files whose headers give different sizes are not decoded:
    /// their chunks are checked (lengths, CRCs, image data, end), so that a corrupt or truncated file is bad input
    /// rather than a difference. `diffOutput` may not be one of the two
    /// inputs (checked before anything is read).
    /// Bad files throw `ImageError` (or `ChatShotError.file`), a refused diff output `AtomicFileError`.
    public static func compareFiles(
        _ expectedPath: String, _ actualPath: String, options: PixelMatchOptions = .init(),
        criteria: DiffCriteria = .init(), diffOutput: String? = nil,
        computeTightest: Bool = false
    ) throws -> ImageDiffResult {
        let inputs = [expectedPath, actualPath]
        if let diffOutput {
            try AtomicFile.checkDestination(diffOutput, inputs: inputs)
        }
        let headers = try inputs.map { path in
            let header = PNGHeader(contentsOf: path)
            if let header { try checkSize(header, name: path) }
            return header
        }
        if let a = headers[0], let b = headers[1], (a.width, a.height) != (b.width, b.height) {
            // Sizes from the headers; the files' chunks are checked (not their pixels), so a broken file is still bad input.
            for path in inputs { try PNGDecoder.checkStructure(contentsOf: path) }
            var result = emptyResult(
                expected: (a.width, a.height), actual: (b.width, b.height), options: options, criteria: criteria)
            result.expected = expectedPath
            result.actual = actualPath
            return result
        }
        let (a, b) = try readPair(expectedPath, actualPath)
        var (result, diffImage) = compare(
            a, b, options: options, criteria: criteria, wantDiffImage: diffOutput != nil,
            computeTightest: computeTightest)
        result.expected = expectedPath
        result.actual = actualPath
        if let diffOutput, let diffImage {
            try AtomicFile.writeOutput(try diffImage.pngData(), to: diffOutput, protecting: inputs)
            result.diffImage = diffOutput
        }
        return result
    }

    /// Reads a PNG file for a comparison (`PNGDecoder`, at most `PNGDecoder.maxPixels` pixels, told from the header
    /// before anything is decoded). A missing, unreadable, truncated, corrupt or non-PNG file throws `ImageError`
    /// (a too large one `ChatShotError.file`) with a one-line message naming it.
    public static func read(_ path: String) throws -> RGBAImage {
        if let header = PNGHeader(contentsOf: path) { try checkSize(header, name: path) }
        return try PNGDecoder.decode(contentsOf: path)
    }

    /// Decodes two PNG files at the same time (two threads); the first error wins.
    public static func readPair(_ pathA: String, _ pathB: String) throws -> (RGBAImage, RGBAImage) {
        let box = PairBox()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            box.set(i, Result { try read(i == 0 ? pathA : pathB) })
        }
        return (try box.results[0]!.get(), try box.results[1]!.get())
    }

    /// Refuses an image with more pixels than a comparison takes (`PNGDecoder.maxPixels`; two are held at once).
    static func checkSize(_ header: PNGHeader, name: String) throws {
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard overflow || pixels > PNGDecoder.maxPixels else { return }
        throw ChatShotError.file(
            name,
            problem: "PNG of \(header.width)×\(header.height) pixels is too large to "
                + "compare (the limit is \(PNGDecoder.maxPixels) pixels)")
    }
}

private final class PairBox: Sendable {
    private let slots = Mutex<[Result<RGBAImage, Error>?]>([nil, nil])
    func set(_ i: Int, _ r: Result<RGBAImage, Error>) { slots.withLock { $0[i] = r } }
    var results: [Result<RGBAImage, Error>?] { slots.withLock { $0 } }
}
