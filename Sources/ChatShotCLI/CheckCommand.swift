import ArgumentParser
import ChatShotKit
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Renders a gallery and compares every image with its baseline.",
        discussion: """
        Usage: chatshot check GALLERY --baseline DIR [--update[=missing|changed|all]] [--report DIR] \
        [--out DIR] [--jobs N] [--shard K/N]

        Each image is compared with the baseline of the same name using the gallery's threshold, \
        maxDiffPixels and maxDiffPixelRatio (defaults: 0.1, no pixel allowed). Without --update nothing \
        is written into the baseline folder. --update writes missing and changed baselines only (matching \
        ones are not touched); --update=missing only missing ones; --update=all every one. --report DIR writes \
        report.html, junit.xml, results.json, changed-baselines.txt and new-baselines/. \
        Exit status: 0 all match (or were updated), 1 some differ or are missing, 2 bad input or a render failed.
        """
    )

    @Option(help: "The folder of baseline images.") var baseline: String
    @Option(help: "Write report.html, junit.xml and results.json into this folder.") var report: String?
    @Option(help: "Keep the rendered images in this folder (default: a temporary folder).") var out: String?
    @Option(help: "How many images to render at the same time (default: all cores).") var jobs: Int?
    @Option(help: "Check only part K of N (K/N, 1 ≤ K ≤ N).") var shard: String?
    /// GALLERY, `--update` and `--update=MODE` (an option with an optional value, which
    /// swift-argument-parser cannot declare; parsed here, in any position).
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("GALLERY (YAML) and --update[=missing|changed|all]", valueName: "gallery"))
    var rest: [String] = []

    func parseRest() throws -> (gallery: String, update: UpdateMode) {
        var mode = UpdateMode.none
        var gallery: String?
        for arg in rest {
            if arg == "--update" { mode = try UpdateMode(option: nil) }
            else if arg.hasPrefix("--update=") { mode = try UpdateMode(option: String(arg.dropFirst("--update=".count))) }
            else if arg.hasPrefix("-") || gallery != nil {
                throw ChatShotError.badInput("check: unexpected argument '\(arg)' (see chatshot check --help)")
            } else { gallery = arg }
        }
        guard let gallery else { throw ChatShotError.badInput("check: missing the gallery file (chatshot check GALLERY --baseline DIR)") }
        return (gallery, mode)
    }

    func run() throws {
        let results: CheckResults = try exitingOnBadInput {
            let (gallery, update) = try parseRest()
            let shard = try self.shard.map { try Shard(parsing: $0) }
            let runner = BatchRunner(parallelism: try GalleryRun.parallelism(jobs), progress: BatchProgress()) { try ProcessWorker() }
            let check = BaselineCheck(galleryPath: gallery, baseline: baseline, update: update, shard: shard, report: report,
                                      out: out, runner: runner)
            let results = try check.run()
            if let report { try CheckReport.write(results, to: report) }
            return results
        }
        print(CheckReport.summary(results))
        if let report { print("report: \((report as NSString).appendingPathComponent("report.html"))") }
        if results.shots.contains(where: { $0.status == .error }) {
            for s in results.shots where s.status == .error { printError("\(s.fileName): \(s.message ?? "render failed")") }
            throw ExitCode(2)
        }
        if !results.failures.isEmpty { throw ExitCode(1) }
    }
}
