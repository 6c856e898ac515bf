import ArgumentParser
import ChatShotKit
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Works with the reports of `chatshot check --report`.",
        subcommands: [Merge.self]
    )

    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Merges the report folders of several shards into one report.",
            discussion: """
                Reads each folder's results.json (and its images) and writes one report.html, junit.xml, \
                results.json, changed-baselines.txt and new-baselines/ into --out. The reports' shards (K/N) and \
                image counts tell what is missing: a shard without a report, or images no report holds, fail the \
                merged run (an error in junit.xml, a red box in report.html, a line of the summary). Exit status: 0 \
                when every image was checked and matched, 1 when some differ or are missing (images or whole \
                shards), 2 on bad input.
                """
        )

        @Argument(help: "Report folders written by `chatshot check --report`.") var folders: [String] = []
        @Option(help: "The folder for the merged report.") var out: String

        func run() throws {
            let (results, warnings) = try CheckReport.merge(folders, into: out)
            for w in warnings { printError("warning: \(w)") }
            print(CheckReport.summary(results))
            print("report: \((out as NSString).appendingPathComponent("report.html"))")
            if !results.passed { throw ExitStatus.differences }
        }
    }
}
