extension UIImage {
    /// The weight of a symbol's strokes, as in UIKit.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
}
