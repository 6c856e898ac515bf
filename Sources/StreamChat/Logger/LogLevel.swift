/// How important a log message is, as in the SDK (lowest first).
public enum LogLevel: Int, Sendable, Comparable {
    case debug = 0
    case info
    case warning
    case error

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
