import ArgumentParser
import ChatShotKit
import Foundation

extension UpdateMode: ExpressibleByArgument {
    public init?(argument: String) {
        guard let mode = UpdateMode(rawValue: argument), mode != .none else { return nil }
        self = mode
    }
    public static var allValueStrings: [String] { allCases.filter { $0 != .none }.map(\.rawValue) }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Renders a gallery and compares every image with its baseline.",
        discussion: """
            Each image is compared with the baseline of the same name using the gallery's threshold, \
            max-diff-pixels and max-diff-pixel-ratio (defaults: 0.1, no pixel allowed); --compare delta-e \
            (with --perceptual-precision) compares every image by CIEDE2000 instead. Without --update nothing \
            is written into the baseline folder. --update (alone: --update=changed) writes missing and changed \
            baselines only (matching ones are not touched); --update=missing only missing ones; --update=all every one. \
            A baseline image that no shot makes is stale: it fails the check unless --prune removes it. \
            --report DIR writes report.html, junit.xml, results.json, changed-baselines.txt and new-baselines/. \
            --only NAME (repeatable; shot or image names, glob patterns) checks part of the gallery (stale baselines are \
            not looked for then, as with --shard). --json prints the results (as results.json) on standard output. \
            Exit status: 0 all match (or were updated), 1 some differ, are missing or stale, 2 bad input or a render failed.
            """
    )

    @Argument(help: "The gallery file (YAML or JSON).") var gallery: String
    @Option(help: "The folder of baseline images.") var baseline: String
    @Option(help: ArgumentHelp("Write baselines: missing, changed (--update alone) or all.", valueName: "mode"))
    var update: UpdateMode?
    @Flag(help: "Remove stale baselines (images in the baseline folder that no shot of the gallery makes).")
    var prune = false
    @Option(help: "Write report.html, junit.xml and results.json into this folder.") var report: String?
    @Option(help: "Keep the rendered images in this folder (default: a temporary folder).") var out: String?
    @OptionGroup var workerOptions: WorkerOptions
    @Option(help: "Check only part K of N (K/N, 1 ≤ K ≤ N).") var shard: String?
    @OptionGroup var encoding: OutputOptions
    @Option(
        help: ArgumentHelp(
            "Check only these shots or images (repeatable; glob patterns such as 'channel*').", valueName: "name"))
    var only: [String] = []
    @OptionGroup var comparator: ComparatorOptions
    @Flag(help: "Print the results as JSON on standard output (the form of results.json) instead of the summary.")
    var json = false
    @Flag(name: .shortAndLong, help: "Print only failures and the summary line (no progress).") var quiet = false
    @OptionGroup var cacheOptions: CacheOptions
    @OptionGroup var appOptions: AppOptions

    /// `--update` alone means `--update=changed` (swift-argument-parser options always take a value).
    static func normalize(_ arguments: [String]) -> [String] {
        guard arguments.first == "check" else { return arguments }
        var out: [String] = []
        var afterTerminator = false
        for arg in arguments {
            if arg == "--" { afterTerminator = true }
            out.append(!afterTerminator && arg == "--update" ? "--update=changed" : arg)
        }
        return out
    }

    func validate() throws {
        if prune && shard != nil {
            throw ValidationError("--prune needs the whole gallery (not --shard): a shard does not know every shot")
        }
        if prune && !only.isEmpty {
            throw ValidationError("--prune needs the whole gallery (not --only): part of it does not know every shot")
        }
    }

    func run() throws {
        let shard = try self.shard.map { try Shard(parsing: $0) }
        try comparator.check()
        let runner = try workerOptions.runner(
            compression: encoding.pngCompression,
            progress: quiet || json ? nil : BatchProgress())
        var check = BaselineCheck(
            galleryPath: gallery, baseline: baseline, update: update ?? .none, prune: prune,
            shard: shard, only: only, report: report, out: out, runner: runner)
        check.comparator = comparator.compare
        check.perceptualPrecision = comparator.perceptualPrecision
        check.cache = try cacheOptions.session(gallery: gallery, compression: encoding.pngCompression)
        let results = try check.run()
        if let report { try CheckReport.write(results, to: report) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } else {
            print(CheckReport.summary(results, failuresOnly: quiet))
            if let report, !quiet { print("report: \((report as NSString).appendingPathComponent("report.html"))") }
        }
        if results.shots.contains(where: { $0.status == .error }) {
            for s in results.shots where s.status == .error {
                printError("\(s.fileName): \(s.message ?? "render failed")")
            }
            throw ExitStatus.badInput
        }
        for s in results.failures where s.status != .error && !json {
            printError("\(s.fileName): \(s.status.rawValue)\(s.message.map { " (\($0))" } ?? "")")
        }
        if !results.passed { throw ExitStatus.differences }
    }
}
