extension UIImage {
    /// A symbol's size relative to text, as in UIKit.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified, small, medium, large
    }
}
