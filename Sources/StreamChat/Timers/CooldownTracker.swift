/// Counts a channel's slow-mode cooldown down (the SDK's `CooldownTracker`). A still picture is one moment:
/// `start(with:)` reports the cooldown once, through `onChange`, and the count does not move on (the composer draws
/// the cooldown the transcript gives it).
public final class CooldownTracker: @unchecked Sendable {
    private let timer: StreamTimer
    /// Told the seconds left.
    public var onChange: ((Int) -> Void)?

    public init(timer: StreamTimer) { self.timer = timer }

    /// Starts a cooldown of `cooldown` seconds (nothing for 0 or less): reports it once.
    public func start(with cooldown: Int) {
        guard cooldown > 0 else { return }
        timer.start()
        onChange?(cooldown)
    }

    /// Stops the count.
    public func stop() {
        guard timer.isRunning else { return }
        timer.stop()
    }
}
