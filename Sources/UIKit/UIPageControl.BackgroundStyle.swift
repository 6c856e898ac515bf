extension UIPageControl {
    /// The background behind a page control's dots (UIKit's `UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Int, Sendable {
        /// A background while interacting.
        case automatic
        /// Always a background.
        case prominent
        /// Never a background.
        case minimal
    }
}
