extension UIActivityIndicatorView {
    /// The indicator's size.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }
}
