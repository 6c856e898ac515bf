extension UIScene {
    /// Where a scene stands.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }
}
