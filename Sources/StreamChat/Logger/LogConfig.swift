import Foundation
import Synchronization

/// The SDK's logging settings: what `log` writes. In chatshot the level, the subsystems, the identifier and the
/// formatters apply; messages go to standard error.
public enum LogConfig {
    private static let settings = Mutex(Settings())

    struct Settings {
        var level = LogLevel.error
        var subsystems = LogSubsystem.all
        var identifier = ""
    }

    /// The lowest level written (`.error` by default, as in the SDK).
    public static var level: LogLevel {
        get { settings.withLock { $0.level } }
        set { settings.withLock { $0.level = newValue } }
    }
    /// The subsystems written (all by default).
    public static var subsystems: LogSubsystem {
        get { settings.withLock { $0.subsystems } }
        set { settings.withLock { $0.subsystems = newValue } }
    }
    /// A name put before every message (empty by default).
    public static var identifier: String {
        get { settings.withLock { $0.identifier } }
        set { settings.withLock { $0.identifier = newValue } }
    }

    /// The formatters each message passes through, in order, before it is written (none by default).
    public static var formatters: [LogFormatter] {
        get { formattersLock.withLock { storedFormatters } }
        set { formattersLock.withLock { storedFormatters = newValue } }
    }
    private static let formattersLock = NSLock()
    nonisolated(unsafe) private static var storedFormatters: [LogFormatter] = []

    /// The logger `log` is.
    public static var logger: Logger { Logger(identifier: identifier) }
}

/// The SDK's logger (`log.error("…")` in an app's code).
public var log: Logger { LogConfig.logger }
