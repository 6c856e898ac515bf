extension UIActivityIndicatorView {
    /// The indicator's size.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }
}
