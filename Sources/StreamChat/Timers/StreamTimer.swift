/// A timer the SDK's trackers run on (the SDK's `StreamTimer`).
public protocol StreamTimer: AnyObject {
    /// Starts firing `onChange`.
    func start()
    /// Stops firing.
    func stop()
    /// Called on each tick.
    var onChange: (() -> Void)? { get set }
    /// Whether the timer is started.
    var isRunning: Bool { get }
}
