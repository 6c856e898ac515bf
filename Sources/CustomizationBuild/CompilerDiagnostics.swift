import ChatManifest
import ChatShotKit
import Foundation

/// What the user reads when their folder does not compile: the compiler's diagnostics about their own files (with
/// their paths, lines and columns, thanks to `#sourceLocation`), then one line saying what that usually means.
enum CompilerDiagnostics {
    /// The first error about a user file, one line, followed by the hint; the compiler's other error lines follow on
    /// the lines after it (each `path:line:column: error: …`).
    static func summary(of output: String, sources: String) -> String {
        let errors = output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        let userErrors = errors.filter { !$0.contains("/source-") && !$0.contains("/main.swift:") }
        guard let first = userErrors.first ?? errors.first else {
            let tail = output.split(separator: "\n").suffix(5).joined(separator: " | ")
            return "\(sources): the customization did not compile: \(tail)"
        }
        var message = first
        if let module = Self.missingModule(first) {
            message +=
                " — \(module) is not a module chatshot has (it has UIKit, StreamChat, StreamChatUI, Combine and the"
                + " toolchain's); leave the files that import it out with a line in the folder's"
                + " \(SourceIgnoreList.fileName) (docs/compatibility.md)"
        } else if Self.isMissingAPI(first) {
            message += " — an API chatshot lacks or spells differently; docs/compatibility.md lists what exists"
        }
        let more = userErrors.count - 1
        if more > 0 { message += " (and \(more) more error\(more == 1 ? "" : "s"))" }
        return message
    }

    /// The compiler's diagnostics (errors, warnings, notes) about the user's files, with the source lines it quotes.
    static func userLines(of output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.contains("/source-") && !$0.contains("/main.swift:") && !$0.isEmpty }
            .filter { $0.contains(": error: ") || $0.contains(": note: ") }
    }

    /// The build failure for the summary: at the compiler's `file:line:column` when its line starts with one (else
    /// at the folder), the rest of the line as the problem.
    static func failure(of output: String, sources: String) -> ChatShotError {
        let line = summary(of: output, sources: sources)
        let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4, let l = Int(parts[1]), let c = Int(parts[2]), parts[3].hasPrefix(" ") {
            return .build(
                SourceLocation(file: String(parts[0]), line: l, column: c),
                problem: String(parts[3].dropFirst()))
        }
        let prefix = sources + ": "
        if line.hasPrefix(prefix) {
            return .build(SourceLocation(file: sources), problem: String(line.dropFirst(prefix.count)))
        }
        return .build(SourceLocation(file: sources), problem: line)
    }

    /// The message of the first error in the generated entry point (`main.swift`), if any.
    static func entryPointError(of output: String) -> String? {
        let line = output.split(separator: "\n").first { $0.contains("/main.swift:") && $0.contains(": error: ") }
        guard let line, let range = line.range(of: ": error: ") else { return nil }
        return String(line[range.upperBound...])
    }

    /// The module of a `no such module 'Name'` error.
    static func missingModule(_ line: String) -> String? {
        guard let range = line.range(of: "no such module '") else { return nil }
        let rest = line[range.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// Errors that mean "this name does not exist here".
    static func isMissingAPI(_ line: String) -> Bool {
        [
            "cannot find", "has no member", "no such module", "does not override", "cannot override",
            "no exact matches", "incorrect argument label", "extra argument", "missing argument", "cannot convert"
        ]
        .contains { line.contains($0) }
    }
}
