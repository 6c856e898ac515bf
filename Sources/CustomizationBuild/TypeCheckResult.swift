import Foundation

/// What type-checking an app's sources gives (`CustomizationBuilder.typecheck`): the compiler's error lines, each
/// `path:line:column: error: …` with the user's path (the `#sourceLocation` lines map the rewritten copies back).
public struct TypeCheckResult: Sendable {
    /// The compiler's exit status: 0 when the sources compile.
    public let status: Int32
    /// Everything the compiler printed.
    public let output: String

    public init(status: Int32, output: String) {
        self.status = status
        self.output = output
    }

    /// True when the sources type-check.
    public var compiles: Bool { status == 0 }

    /// The compiler's error lines, in its order (about the user's files first when it also names generated ones).
    public var errors: [String] {
        let all = output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        let user = all.filter { !$0.contains("/source-") && !$0.contains("/main.swift:") }
        return user + all.filter { $0.contains("/source-") || $0.contains("/main.swift:") }
    }

    /// The first error line; when the compiler failed without one, the end of what it printed.
    public var firstError: String? {
        if compiles { return nil }
        return errors.first ?? output.split(separator: "\n").suffix(3).joined(separator: " | ")
    }

    /// The error lines about one file (its path as given to `typecheck`).
    public func errors(in path: String) -> [String] {
        errors.filter { $0.hasPrefix(path + ":") }
    }
}
