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
        if Self.isMissingAPI(first) {
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

    /// Errors that mean "this name does not exist here".
    static func isMissingAPI(_ line: String) -> Bool {
        ["cannot find", "has no member", "no such module", "does not override", "cannot override",
         "no exact matches", "incorrect argument label", "extra argument", "missing argument", "cannot convert"]
            .contains { line.contains($0) }
    }
}
