import ChatCanvas

/// A concrete face and size, remembering the text style and content size category it was sized for (as a
/// Dynamic Type font does), so labels that adjust for the content size category can scale it.
public struct UIFont: Hashable, Sendable {
    public var font: Font
    public var textStyle: UIFont.TextStyle?
    /// The content size category the size was taken from (for fonts of a text style).
    public var contentSizeCategory: UIContentSizeCategory

    public init(_ font: Font, textStyle: UIFont.TextStyle? = nil, contentSizeCategory: UIContentSizeCategory = .large) {
        self.font = font
        self.textStyle = textStyle
        self.contentSizeCategory = contentSizeCategory
    }

    public var pointSize: CGFloat { font.size }

    /// The UIKit weights, as CSS numbers.
    public enum Weight: Int, Sendable, CaseIterable {
        case ultraLight = 100
        case thin = 200
        case light = 300
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
        case heavy = 800
        case black = 900
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(Font(size: size, weight: weight.rawValue))
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font(size: size, italic: true)) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(Font(family: Font.monospaceFamily, size: size, weight: weight.rawValue))
    }
    public init?(name: String, size: CGFloat) { self.init(Font(family: name, size: size)) }

    /// The font of a Dynamic Type text style at the current content size category (`headline` is semibold).
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }
    public static func preferredFont(
        forTextStyle style: UIFont.TextStyle,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        let weight: Weight = style == .headline ? .semibold : .regular
        return UIFont(
            Font(size: category.pointSize(style), weight: weight.rawValue), textStyle: style,
            contentSizeCategory: category)
    }

    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(font.withSize(size), textStyle: textStyle, contentSizeCategory: contentSizeCategory)
    }
    public var bold: UIFont {
        UIFont(font.withWeight(700), textStyle: textStyle, contentSizeCategory: contentSizeCategory)
    }
    public var italic: UIFont {
        UIFont(font.withItalic(), textStyle: textStyle, contentSizeCategory: contentSizeCategory)
    }
}
