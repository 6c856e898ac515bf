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
            results.json, changed-baselines.txt and new-baselines/ into --out. Exit status: 0 when every \
            image matched, 1 when some differ or are missing, 2 on bad input.
            """
        )

        @Argument(help: "Report folders written by `chatshot check --report`.") var folders: [String] = []
        @Option(help: "The folder for the merged report.") var out: String

        func run() throws {
            let (results, warnings) = try exitingOnBadInput { try CheckReport.merge(folders, into: out) }
            for w in warnings { printError("warning: \(w)") }
            print(CheckReport.summary(results))
            print("report: \((out as NSString).appendingPathComponent("report.html"))")
            if !results.failures.isEmpty { throw ExitCode(1) }
        }
    }
}
