import Foundation

/// The SDK's repeating timer. A still picture is one moment: a started timer is running but never ticks, so
/// whatever a tick would change stays as it was when the picture was taken.
public final class ScheduledStreamTimer: StreamTimer, @unchecked Sendable {
    /// Seconds between ticks (kept).
    public let interval: TimeInterval
    /// Whether the first tick comes at once (kept).
    public let fireOnStart: Bool
    /// Whether it ticks more than once (kept).
    public let repeats: Bool
    public var onChange: (() -> Void)?
    public private(set) var isRunning = false

    public init(interval: TimeInterval, fireOnStart: Bool = true, repeats: Bool = true) {
        self.interval = interval
        self.fireOnStart = fireOnStart
        self.repeats = repeats
    }

    public func start() { isRunning = true }
    public func stop() { isRunning = false }
}
