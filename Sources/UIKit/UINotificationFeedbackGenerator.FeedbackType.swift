extension UINotificationFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
}
