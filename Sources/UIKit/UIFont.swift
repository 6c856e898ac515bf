import ChatCanvas

/// The Dynamic Type text styles.
public enum TextStyle: String, Sendable, CaseIterable {
    case caption1, footnote, subheadline, body, headline, title1, title2, title3
}

/// The content size categories of Dynamic Type (the `--content-size` option).
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Apple's point size of a text style at this category.
    public func pointSize(_ style: TextStyle) -> Double {
        // Columns: xS, S, M, L (default), xL, xxL, xxxL, AX1…AX5
        let table: [TextStyle: [Double]] = [
            .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        ]
        let index = ContentSizeCategory.allCases.firstIndex(of: self)!
        return table[style]![index]
    }

    /// The factor a size grows by relative to `large` (for labels that adjust for the content size).
    public func scale(for style: TextStyle) -> Double { pointSize(style) / ContentSizeCategory.large.pointSize(style) }
}

/// A concrete face and size, remembering the text style and content size category it was sized for (as a
/// Dynamic Type font does), so labels that adjust for the content size category can scale it.
public struct UIFont: Hashable, Sendable {
    public var font: Font
    public var textStyle: TextStyle?
    /// The content size category the size was taken from (for fonts of a text style).
    public var contentSizeCategory: ContentSizeCategory

    public init(_ font: Font, textStyle: TextStyle? = nil, contentSizeCategory: ContentSizeCategory = .large) {
        self.font = font; self.textStyle = textStyle; self.contentSizeCategory = contentSizeCategory
    }

    public var pointSize: Double { font.size }

    /// The UIKit weights, as CSS numbers.
    public enum Weight: Int, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900
    }

    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> UIFont {
        UIFont(Font(size: size, weight: weight.rawValue))
    }
    public static func boldSystemFont(ofSize size: Double) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: Double) -> UIFont { UIFont(Font(size: size, italic: true)) }
    public static func monospacedSystemFont(ofSize size: Double, weight: Weight = .regular) -> UIFont {
        UIFont(Font(family: Font.monospaceFamily, size: size, weight: weight.rawValue))
    }
    public init?(name: String, size: Double) { self.init(Font(family: name, size: size)) }

    public func withSize(_ size: Double) -> UIFont {
        UIFont(font.withSize(size), textStyle: textStyle, contentSizeCategory: contentSizeCategory)
    }
    public var bold: UIFont { UIFont(font.withWeight(700), textStyle: textStyle, contentSizeCategory: contentSizeCategory) }
    public var italic: UIFont { UIFont(font.withItalic(), textStyle: textStyle, contentSizeCategory: contentSizeCategory) }
}
