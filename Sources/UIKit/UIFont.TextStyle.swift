extension UIFont {
    /// The Dynamic Type text styles, as in UIKit; the raw values are the styles' names (`body`, `title1`).
    public enum TextStyle: String, Sendable, CaseIterable {
        case caption1, footnote, subheadline, body, headline, title1, title2, title3, largeTitle, callout, caption2
    }
}
