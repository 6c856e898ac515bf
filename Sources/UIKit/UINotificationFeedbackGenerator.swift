/// Haptic feedback for a success, warning or error, as in UIKit; inert in a still picture.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays nothing.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}
