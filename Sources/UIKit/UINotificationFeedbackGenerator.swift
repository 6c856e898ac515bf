/// Haptic feedback for a success, warning or error, as in UIKit; inert in a still picture.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Plays nothing.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}
