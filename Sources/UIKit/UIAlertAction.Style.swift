extension UIAlertAction {
    /// How the action is drawn.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }
}
