import ArgumentParser
import ChatCanvas
import ChatDocs
import ChatShotKit
import Foundation

/// `chatshot docs PATH…`: documentation whose pictures are drawn from its own code (docs/docs-command.md).
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract:
            "Draws or checks the pictures of Markdown documents from their own Swift, manifest and transcript blocks.",
        discussion: """
            A picture is asked for by an HTML comment before its image reference: \
            <!-- chatshot: compare after=block:3 appearance=light,dark --> then ![…](images/NAME.png). \
            Each document's Swift blocks are compiled together (cached); its ```yaml / ```json blocks are manifests, \
            ```json transcript blocks transcripts. --check (the default) renders the pictures whose inputs changed \
            and compares them with the committed files as `check` does; --write writes those that differ or are \
            missing. DocC catalogs (*.docc) count: images by name in Resources/, NAME~dark.png, NAME@2x.png. \
            Exit status: 0 every picture is up to date (or was written), 1 some are stale, missing or no longer \
            referenced, 2 bad input (a bad directive or a Swift error, at the document's line and column).
            """)

    @Argument(help: "Markdown files, folders of them, or DocC catalogs.") var paths: [String]
    @Flag(help: "Compare the pictures with what the documents draw (the default).") var check = false
    @Flag(help: "Write the pictures that differ or are missing (and the input hashes beside them).") var write = false
    @Flag(help: "With --write, remove pictures no document references any more (only when a PATH is a folder).")
    var prune = false
    @Flag(help: "Render every picture, even those whose inputs did not change.") var force = false
    @Option(help: "Write check's report (report.html, junit.xml, results.json) into this folder.") var report: String?
    @Option(help: "The build cache (default: $CHATSHOT_CACHE, $XDG_CACHE_HOME/chatshot or ~/.cache/chatshot).")
    var cache: String?
    @Option(
        name: .customLong("png-compression"),
        help: "small (default: documentation is committed, so its pictures are made as small as PNG allows) or fast.")
    var pngCompression: PNGCompression = .small
    @Flag(name: .shortAndLong, help: "Print only problems and the summary line.") var quiet = false
    @OptionGroup var appOptions: AppOptions

    func validate() throws {
        if check && write { throw ValidationError("give --check or --write, not both") }
        if prune && !write { throw ValidationError("--prune needs --write") }
    }

    func run() throws {
        var runner = DocsRunner(paths: paths, mode: write ? .write : .check, report: report, cacheRoot: cache)
        runner.prune = prune
        runner.force = force
        runner.pngCompression = pngCompression.rawValue
        if !quiet { runner.progress = { printError($0) } }
        let outcome: DocsRunner.Outcome
        do {
            outcome = try runner.run()
        } catch let several as DocsPlanErrors {
            for line in several.lines { printError(line) }
            throw ExitStatus.badInput
        }
        let results = outcome.results
        // One line per problem, naming its report entries (a failed build fails every picture it was for).
        var lines: [(text: String, entries: [String])] = []
        for shot in results.shots where shot.isFailure || (!quiet && shot.updated) {
            let message = shot.message ?? "\(outcome.places[shot.name] ?? shot.name): \(shot.status.rawValue)"
            if !shot.isFailure {
                print(message)
            } else if let i = lines.firstIndex(where: { $0.text == message }) {
                lines[i].entries.append(shot.name)
            } else {
                lines.append((message, [shot.name]))
            }
        }
        for line in lines {
            let entries = line.entries.count == 1 ? "report entry" : "report entries"
            printError("\(line.text) [\(entries) \(line.entries.joined(separator: ", "))]")
        }
        let count = { (s: ShotResult.Status) in results.shots.filter { $0.status == s && !$0.updated }.count }
        var summary =
            "\(results.shots.filter { $0.status != .stale }.count) pictures: \(count(.passed)) up to date"
            + " (\(outcome.unchanged) not rendered: inputs unchanged)"
        if !outcome.written.isEmpty { summary += ", \(outcome.written.count) written" }
        if count(.changed) > 0 { summary += ", \(count(.changed)) stale" }
        if count(.missing) > 0 { summary += ", \(count(.missing)) missing" }
        if count(.stale) > 0 { summary += ", \(count(.stale)) no longer referenced" }
        if count(.error) > 0 { summary += ", \(count(.error)) failed to build or render (the lines above)" }
        if !results.passed && !write && count(.error) == 0 {
            summary += " — look at them, then run 'chatshot docs --write'"
        }
        print(summary)
        if let report, !quiet { print("report: \((report as NSString).appendingPathComponent("report.html"))") }
        if results.shots.contains(where: { $0.status == .error }) { throw ExitStatus.badInput }
        if !results.passed { throw ExitStatus.differences }
    }
}
