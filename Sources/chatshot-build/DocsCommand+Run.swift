import ArgumentParser
import ChatDocs
import ChatShotCLI
import ChatShotKit
import Foundation

extension DocsCommand {
    /// Reads the documents, renders the pictures whose inputs changed with `renderer` (the chatshot that asked) and
    /// prints one line per problem and the summary.
    func runHere(renderer: String) throws {
        var runner = DocsRunner(
            paths: paths, mode: write ? .write : .check, report: report, cacheRoot: cache, executable: renderer)
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
