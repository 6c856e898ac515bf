import Foundation

/// Writes the SDK's log messages (`log.error("…")`, `log.warning`, …) to standard error when their level is at
/// least `LogConfig.level` and their subsystem is among `LogConfig.subsystems`, one line each:
/// `chatshot: log: error: message (file:line)`. Nothing is drawn.
public final class Logger: Sendable {
    /// A name put before every message.
    public let identifier: String

    public init(identifier: String = "") { self.identifier = identifier }

    /// Writes `message` at `level` (the other methods call this).
    public func log(
        _ level: LogLevel, functionName: StaticString = #function, fileName: StaticString = #file,
        lineNumber: UInt = #line, message: @autoclosure () -> Any, subsystems: LogSubsystem = .other
    ) {
        guard level >= LogConfig.level, !subsystems.isDisjoint(with: LogConfig.subsystems) else { return }
        let file = ("\(fileName)" as NSString).lastPathComponent
        let prefix = identifier.isEmpty ? "" : "[\(identifier)] "
        let text = "\(message())"
        let details = LogDetails(
            loggerIdentifier: identifier, level: level, date: Date(), message: text,
            threadName: Thread.current.name ?? "", functionName: functionName, fileName: fileName,
            lineNumber: lineNumber)
        let formatted = LogConfig.formatters.reduce(text) { $1.format(logDetails: details, message: $0) }
        let line = "chatshot: log: \(level): \(prefix)\(formatted) (\(file):\(lineNumber))\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    public func debug(
        _ message: @autoclosure () -> Any, subsystems: LogSubsystem = .other, functionName: StaticString = #function,
        fileName: StaticString = #file, lineNumber: UInt = #line
    ) {
        log(
            .debug, functionName: functionName, fileName: fileName, lineNumber: lineNumber, message: message(),
            subsystems: subsystems)
    }

    public func info(
        _ message: @autoclosure () -> Any, subsystems: LogSubsystem = .other, functionName: StaticString = #function,
        fileName: StaticString = #file, lineNumber: UInt = #line
    ) {
        log(
            .info, functionName: functionName, fileName: fileName, lineNumber: lineNumber, message: message(),
            subsystems: subsystems)
    }

    public func warning(
        _ message: @autoclosure () -> Any, subsystems: LogSubsystem = .other, functionName: StaticString = #function,
        fileName: StaticString = #file, lineNumber: UInt = #line
    ) {
        log(
            .warning, functionName: functionName, fileName: fileName, lineNumber: lineNumber, message: message(),
            subsystems: subsystems)
    }

    public func error(
        _ message: @autoclosure () -> Any, subsystems: LogSubsystem = .other, functionName: StaticString = #function,
        fileName: StaticString = #file, lineNumber: UInt = #line
    ) {
        log(
            .error, functionName: functionName, fileName: fileName, lineNumber: lineNumber, message: message(),
            subsystems: subsystems)
    }

    /// Logs `message` as an error when `condition` is false (the SDK stops a debug build there; a renderer goes on).
    public func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> Any, subsystems: LogSubsystem = .other,
        functionName: StaticString = #function, fileName: StaticString = #file, lineNumber: UInt = #line
    ) {
        guard !condition() else { return }
        log(
            .error, functionName: functionName, fileName: fileName, lineNumber: lineNumber, message: message(),
            subsystems: subsystems)
    }

    /// Logs `message` as an error (the SDK stops a debug build there; a renderer goes on).
    public func assertionFailure(
        _ message: @autoclosure () -> Any, subsystems: LogSubsystem = .other, functionName: StaticString = #function,
        fileName: StaticString = #file, lineNumber: UInt = #line
    ) {
        log(
            .error, functionName: functionName, fileName: fileName, lineNumber: lineNumber, message: message(),
            subsystems: subsystems)
    }
}
