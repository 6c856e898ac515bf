import ChatCanvas
import ChatShotKit
import Foundation
import Synchronization

/// When `assertShot` writes reference images: `CHATSHOT_RECORD=missing|all|never` (default `missing`).
public enum ShotRecordMode: String, Sendable, CaseIterable {
    /// Write a reference that does not exist yet (the test fails once, saying so); compare the others.
    case missing
    /// Write every reference (each test fails, saying so, until record mode is turned off).
    case all
    /// Never write: a missing reference fails (for CI).
    case never

    /// The mode of `CHATSHOT_RECORD`; unset or empty is `missing`. Another value is reported by `assertShot`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> ShotRecordMode
    {
        guard let value = environment["CHATSHOT_RECORD"], !value.isEmpty else { return .missing }
        guard let mode = ShotRecordMode(rawValue: value) else {
            throw ChatShotError.option("CHATSHOT_RECORD=\(value)", problem: "expected missing, all or never")
        }
        return mode
    }
}

/// How a rendered shot is compared with its reference: pixelmatch's threshold and the pass criteria of a gallery
/// (`threshold`, `include-aa`, `max-diff-pixels`, `max-diff-pixel-ratio`): without an allowance no pixel may differ;
/// with both, the stricter applies.
public struct ShotTolerance: Sendable, Equatable {
    public var threshold: Double
    public var includeAA: Bool
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Compares two PNGs. nil when they match within the tolerance; otherwise why not, and the diff image (nil for
    /// unreadable data or different sizes).
    public func mismatch(expected: Data, actual: Data) -> (message: String, diffImage: RGBAImage?)? {
        let a: RGBAImage
        let b: RGBAImage
        do { a = try PNGDecoder.decode(expected, name: "the reference") } catch {
            return ("the reference is not a readable PNG (\(error))", nil)
        }
        do { b = try PNGDecoder.decode(actual, name: "the rendered image") } catch {
            return ("the rendered image is not a readable PNG (\(error))", nil)
        }
        var options = PixelMatchOptions(threshold: threshold, includeAA: includeAA)
        options.diffColorAlt = RGBColor(0, 160, 255)
        let criteria = DiffCriteria(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
        let (result, diffImage) = ImageDiff.compare(a, b, options: options, criteria: criteria, wantDiffImage: true)
        if result.passed { return nil }
        var message = result.summary
        if let box = diffImage?.boundingBox(ofColors: [options.diffColor, options.diffColorAlt!]) {
            message += "; changed region \(box.width)×\(box.height) pixels at (\(box.x), \(box.y))"
        }
        return (message, diffImage)
    }
}

/// What `assertShot` found, before it is reported: nil `failure` means the shot matched its reference.
public struct ShotVerification: Sendable {
    public var referencePath: String
    /// The rendered image, written next to the diff for a failure (nil when it matched or did not render).
    public var actualPath: String?
    public var diffPath: String?
    /// The reference was written by this run.
    public var recorded: Bool
    /// Why the assertion fails (nil: it passes).
    public var failure: String?
}

/// Snapshot assertions of shots: where references live, how they are recorded and compared, and where the images of
/// a failure go. `assertShot` is the one-line form; `verify` does the work without reporting.
public enum ShotSnapshot {
    /// Renders a shot into PNG bytes (safe on any thread: parallel tests render at the same time).
    public static func render(_ shot: Shot) throws -> Data {
        try renderPNG(shot)
    }

    /// The reference image of an assertion, beside the test file:
    /// `<folder of file>/__Snapshots__/<file name without .swift>/<test name>.<name or counter>.png`.
    public static func referencePath(file: String, testName: String, name: String) -> String {
        let url = URL(fileURLWithPath: file)
        let folder = url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
        return folder.appendingPathComponent("\(sanitized(testName)).\(sanitized(name)).png").path
    }

    /// Where the images of failures go: `CHATSHOT_ARTIFACTS`, else `chatshot-artifacts` in the temporary folder.
    public static var artifactsFolder: String {
        if let folder = ProcessInfo.processInfo.environment["CHATSHOT_ARTIFACTS"], !folder.isEmpty { return folder }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("chatshot-artifacts")
    }

    /// `testFoo()` → `testFoo`; anything but letters, digits, `.`, `_` and `-` becomes `-`.
    static func sanitized(_ text: String) -> String {
        var name = text.hasSuffix("()") ? String(text.dropLast(2)) : text
        name = String(
            name.unicodeScalars.map {
                CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0) ? Character($0) : "-"
            })
        return name.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// Counters of unnamed assertions per test (`testFoo.1`, `testFoo.2`, …).
    static let counters = Mutex<[String: Int]>([:])

    /// The next number for an unnamed assertion of `testName` in `file`.
    static func nextCounter(file: String, testName: String) -> Int {
        let key = file + "\u{0}" + testName
        return counters.withLock { counters in
            counters[key, default: 0] += 1
            return counters[key]!
        }
    }

    /// Renders `shot` and compares it with the reference at `referencePath`, writing the reference as `record` says
    /// and the actual and diff images of a failure into `artifacts`.
    public static func verify(
        _ shot: Shot, referencePath: String, tolerance: ShotTolerance = ShotTolerance(),
        record: ShotRecordMode, artifacts: String = artifactsFolder
    ) -> ShotVerification {
        var v = ShotVerification(
            referencePath: referencePath, actualPath: nil, diffPath: nil, recorded: false, failure: nil)
        let png: Data
        do { png = try render(shot) } catch {
            v.failure = "the shot did not render: \(error)"
            return v
        }
        let exists = FileManager.default.fileExists(atPath: referencePath)
        if record == .all || (!exists && record == .missing) {
            do {
                try AtomicFile.write(png, to: referencePath, createFolders: true)
                v.recorded = true
                v.failure =
                    (exists ? "recorded the reference again (CHATSHOT_RECORD=all): " : "no reference yet; recorded ")
                    + "\(referencePath). Look at it, and run the test again"
                    + (record == .all ? " without CHATSHOT_RECORD=all." : ".")
            } catch {
                v.failure = "could not record the reference \(referencePath): \(error)"
            }
            return v
        }
        // Names for the images of a failure, kept apart per test file.
        let stem = (artifacts as NSString).appendingPathComponent(
            URL(fileURLWithPath: referencePath).deletingLastPathComponent().lastPathComponent + "/"
                + URL(fileURLWithPath: referencePath).deletingPathExtension().lastPathComponent)
        guard exists, let expected = FileManager.default.contents(atPath: referencePath) else {
            v.actualPath = write(png, to: stem + ".actual.png")
            v.failure =
                "no reference at \(referencePath) (CHATSHOT_RECORD=never); actual image: \(v.actualPath ?? "not written")"
                + ". Record it with CHATSHOT_RECORD=missing."
            return v
        }
        guard let (message, diffImage) = tolerance.mismatch(expected: expected, actual: png) else { return v }
        v.actualPath = write(png, to: stem + ".actual.png")
        if let diffImage, let data = try? diffImage.pngData() { v.diffPath = write(data, to: stem + ".diff.png") }
        v.failure = """
            the shot differs from its reference: \(message)
            expected: \(referencePath)
            actual:   \(v.actualPath ?? "not written")
            diff:     \(v.diffPath ?? "none (the images cannot be compared pixel by pixel)")
            If the change is intended, record it again with CHATSHOT_RECORD=all (or delete the reference).
            """
        return v
    }

    /// Writes a file (creating folders); its path, or nil when it could not be written.
    static func write(_ data: Data, to path: String) -> String? {
        (try? AtomicFile.write(data, to: path, createFolders: true)) != nil ? path : nil
    }
}
