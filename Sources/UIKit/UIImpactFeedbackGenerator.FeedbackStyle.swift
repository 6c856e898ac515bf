extension UIImpactFeedbackGenerator {
    /// The weight of the impact.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }
}
