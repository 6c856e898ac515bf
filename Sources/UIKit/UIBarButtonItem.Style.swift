extension UIBarButtonItem {
    /// How the item is drawn.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }
}
