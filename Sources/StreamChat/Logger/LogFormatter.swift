import Foundation

/// Rewrites a log message before it is written (the SDK's `LogFormatter`): `LogConfig.formatters` apply in order.
public protocol LogFormatter {
    func format(logDetails: LogDetails, message: String) -> String
}

/// What a log message is about (the SDK's `LogDetails`), handed to the formatters.
public struct LogDetails {
    /// The logger's identifier (`LogConfig.identifier`).
    public let loggerIdentifier: String
    /// The message's level.
    public let level: LogLevel
    /// When it was logged.
    public let date: Date
    /// The message, before any formatter.
    public let message: String
    /// The thread's name (empty when it has none).
    public let threadName: String
    /// The function, file and line that logged it.
    public let functionName: StaticString
    public let fileName: StaticString
    public let lineNumber: UInt
}

/// Puts a prefix before messages by level (the SDK's `PrefixLogFormatter`: `[.error: "🚨"]` writes "🚨 message").
public class PrefixLogFormatter: LogFormatter {
    private let prefixes: [LogLevel: String]

    public init(prefixes: [LogLevel: String]) {
        self.prefixes = prefixes
    }

    public func format(logDetails: LogDetails, message: String) -> String {
        (prefixes[logDetails.level] ?? "") + " " + message
    }
}
