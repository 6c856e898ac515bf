extension UINavigationItem {
    /// How a large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }
}
