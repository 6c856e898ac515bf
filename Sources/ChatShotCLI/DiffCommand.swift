import ArgumentParser
import ChatShotKit
import Foundation

/// Prints a one-line `chatshot: …` message on standard error.
package func printError(_ message: String) {
    FileHandle.standardError.write(Data("chatshot: \(oneLine(message))\n".utf8))
}

/// The text on one line: control characters escaped (`\n`, `\u{1B}`), so no value can break or forge a line.
func oneLine(_ text: String) -> String {
    var out = ""
    for u in text.unicodeScalars {
        switch u {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.value == 0x2028 || u.value == 0x2029 {
                out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out
}

/// Parses a colour option (`R,G,B` or `#RRGGBB`) or throws bad input naming the option.
func parseColor(_ text: String, option: String) throws -> RGBColor {
    guard let c = RGBColor(parsing: text) else {
        throw ChatShotError.option(
            "--\(option) '\(text)'",
            problem: "expected a colour as R,G,B (0…255 each) or #RRGGBB")
    }
    return c
}

/// Throws bad input naming the option unless the value is from 0 to 1.
func checkUnitInterval(_ value: Double?, option: String) throws {
    if let value, !(0...1).contains(value) {
        throw ChatShotError.option("--\(option) \(value)", problem: "expected a number from 0 to 1")
    }
}

extension PixelComparator: ExpressibleByArgument, ArgumentValue {}

/// `--compare` and `--perceptual-precision`: the per-pixel measure of `diff`, `check` and the review.
package struct ComparatorOptions: ParsableArguments {
    package init() {}

    @Option(
        help: ArgumentHelp(
            "How pixels are told apart: pixelmatch (YIQ distance with --threshold) or delta-e (CIEDE2000 with --perceptual-precision).",
            valueName: "pixelmatch|delta-e"))
    package var compare: PixelComparator?
    @Option(
        name: .customLong("perceptual-precision"),
        help: ArgumentHelp(
            "With --compare delta-e: a pixel differs when its ΔE2000 exceeds (1 − precision) × 100 (default 0.98, ΔE 2), as swift-snapshot-testing's perceptualPrecision.",
            valueName: "0…1"))
    package var perceptualPrecision: Double?

    /// Throws bad input naming the option when the precision is not from 0 to 1.
    package func check() throws {
        try checkUnitInterval(perceptualPrecision, option: "perceptual-precision")
    }
}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two PNG images pixel by pixel with pixelmatch's perceptual metric (or CIEDE2000).",
        discussion: """
            A pixel differs when the YIQ colour distance of the two pixels exceeds 35215 × threshold² \
            (threshold 0.1 ≈ a 10% step on the brightest-to-darkest scale), unless it looks like anti-aliasing \
            in either image. The counts equal pixelmatch 7.2.0's. With --compare delta-e a pixel differs when its \
            CIEDE2000 colour difference exceeds (1 − perceptual precision) × 100 (no anti-aliasing is excused). \
            Exit status: 0 within the pass criteria, \
            1 when the images differ (or have different sizes), 2 on bad input.
            """
    )

    @Argument(help: "The expected image (PNG).") var expected: String
    @Argument(help: "The actual image (PNG).") var actual: String
    @Option(name: .shortAndLong, help: "Write a diff image (PNG) here.") var output: String?
    @Option(help: "Matching threshold from 0 to 1; smaller is more sensitive.") var threshold: Double = 0.1
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.") var includeAA = false
    @Option(help: "Opacity of the expected image in the diff image's background (0…1).") var alpha: Double = 0.1
    @Option(name: .customLong("aa-color"), help: "Colour of anti-aliased pixels in the diff image (R,G,B).")
    var aaColor = "255,255,0"
    @Option(name: .customLong("diff-color"), help: "Colour of differing pixels (R,G,B).") var diffColor = "255,0,0"
    @Option(
        name: .customLong("diff-color-alt"),
        help: "Colour of pixels that are darker in the actual image (default: --diff-color).")
    var diffColorAlt: String?
    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, on a transparent background.")
    var diffMask = false
    @Flag(
        inversion: .prefixedNo,
        help: "Blend semi-transparent pixels against pixelmatch's checkerboard (default) or white.")
    var checkerboard = true
    @Option(name: .customLong("max-diff-pixels"), help: "Pass with up to this many differing pixels (default 0).")
    var maxDiffPixels: Int?
    @Option(name: .customLong("max-diff-pixel-ratio"), help: "Pass with up to this fraction (0…1) of differing pixels.")
    var maxDiffPixelRatio: Double?
    @OptionGroup var comparator: ComparatorOptions
    @Flag(help: "Print the result as a JSON object.") var json = false

    func options() throws -> PixelMatchOptions {
        try checkUnitInterval(threshold, option: "threshold")
        try checkUnitInterval(alpha, option: "alpha")
        try checkUnitInterval(maxDiffPixelRatio, option: "max-diff-pixel-ratio")
        try comparator.check()
        if let m = maxDiffPixels, m < 0 {
            throw ChatShotError.option("--max-diff-pixels \(m)", problem: "expected 0 or more")
        }
        return PixelMatchOptions(
            threshold: threshold, includeAA: includeAA, alpha: alpha,
            aaColor: try parseColor(aaColor, option: "aa-color"),
            diffColor: try parseColor(diffColor, option: "diff-color"),
            diffColorAlt: try diffColorAlt.map { try parseColor($0, option: "diff-color-alt") },
            diffMask: diffMask, checkerboard: checkerboard, comparator: comparator.compare ?? .pixelmatch,
            perceptualPrecision: comparator.perceptualPrecision ?? DeltaE2000.defaultPrecision)
    }

    func run() throws {
        let criteria = DiffCriteria(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
        let result = try ImageDiff.compareFiles(
            expected, actual, options: try options(), criteria: criteria,
            diffOutput: output)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            var line = result.summary
            if let o = result.diffImage {
                line += "; diff image: \(o)"
            } else if output != nil && result.sizeMismatch {
                line += "; no diff image (the sizes differ)"
            }
            print(line)
        }
        if !result.passed { throw ExitStatus.differences }
    }
}
