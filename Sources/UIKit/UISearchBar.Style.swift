extension UISearchBar {
    /// How a search bar's background is drawn (UIKit's `UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        /// The system's: prominent.
        case `default`
        /// A translucent background, the field opaque.
        case prominent
        /// No background, the field translucent.
        case minimal
    }
}
