import ArgumentParser
import ChatShotKit
import Foundation

/// The exit statuses of `chatshot`, `chatshot-guides` (any renderer calling `ChatShot.runMain`) and
/// `chatshot-serve`, and the one mapping from the error a command ended with to its status and its line on standard
/// error. README.md ("Exit status") and docs/visual-diffs.md document it.
public enum ExitStatus: Int32, Error, Sendable {
    /// Success: the images were written, or match within the criteria.
    case success = 0
    /// Images differ, or baselines are missing or stale (`diff`, `check`, `report merge`); the command has printed
    /// what differs.
    case differences = 1
    /// Bad input or usage: one line on standard error (thrown as a status when the command printed its lines).
    case badInput = 2

    /// How a process ends after an error.
    public enum Ending: Equatable, Sendable {
        /// Exit with this status, after printing `line` (nil: the command printed its own lines) on standard error.
        case status(Int32, line: String?)
        /// swift-argument-parser prints its own output (`--help`, `--version`) and exits.
        case argumentParser
    }

    /// The one mapping. A thrown `ExitStatus` is its status; bad input — a `ChatShotError` or an error it knows
    /// (a reader's `file:line:column` diagnostic, an image or output error) — and usage errors are 2 with one line
    /// (usage errors with a hint to `--help`); any other error is an internal one: swift-argument-parser's status
    /// (1), on one line. Lines start with the root command's name; `arguments` name the subcommand for the hint.
    public static func ending(
        for error: any Error, command: any ParsableCommand.Type,
        arguments: [String]
    ) -> Ending {
        let name = command._commandName
        if let status = error as? ExitStatus { return .status(status.rawValue, line: nil) }
        if let known = ChatShotError(error) {
            return .status(badInput.rawValue, line: "\(name): \(oneLine(known.description))")
        }
        if error is CleanExit { return .argumentParser }
        if let code = error as? ExitCode { return .status(code.rawValue, line: nil) }
        let code = command.exitCode(for: error)
        if code == .validationFailure {
            let message =
                command.message(for: error).split(separator: "\n").first.map(String.init)
                ?? "invalid arguments"
            let sub = command.configuration.subcommands.map { $0._commandName }.first { arguments.contains($0) }
            let help = sub.map { "\(name) \($0) --help" } ?? "\(name) --help"
            let text = oneLine(message.replacingOccurrences(of: "Error: ", with: ""))
            return .status(badInput.rawValue, line: "\(name): \(text) (see '\(help)')")
        }
        if code == .success { return .argumentParser }
        return .status(code.rawValue, line: "\(name): \(oneLine(command.message(for: error)))")
    }

    /// Ends the process after `error`, as `ending(for:command:arguments:)` says.
    public static func exit(for error: any Error, command: any ParsableCommand.Type, arguments: [String]) -> Never {
        switch ending(for: error, command: command, arguments: arguments) {
        case .argumentParser:
            command.exit(withError: error)
        case .status(let status, let line):
            if let line { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            Foundation.exit(status)
        }
    }
}
