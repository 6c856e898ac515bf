extension UIAlertController {
    /// An alert in the middle of the screen, or a sheet from the bottom.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }
}
