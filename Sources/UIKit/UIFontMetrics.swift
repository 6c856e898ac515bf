import CoreGraphics

/// Scales fonts and lengths for Dynamic Type as a text style does, at the current content size category.
public struct UIFontMetrics: Sendable {
    private let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` grown or shrunk as this text style is at the current content size category.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        var scaled = font.withSize(font.pointSize * category.scale(for: textStyle))
        scaled.contentSizeCategory = category
        return scaled
    }
    /// `font` scaled, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }
    /// A length (a spacing, an icon size) scaled as this text style is.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * (traitCollection ?? .current).preferredContentSizeCategory.scale(for: textStyle)
    }
}
