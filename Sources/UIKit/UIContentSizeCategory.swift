/// The content size categories of Dynamic Type (the `--content-size` option).
public enum UIContentSizeCategory: String, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// Apple's point size of a text style at this category.
    public func pointSize(_ style: UIFont.TextStyle) -> CGFloat {
        // Columns: xS, S, M, L (default), xL, xxL, xxxL, AX1…AX5
        let table: [UIFont.TextStyle: [CGFloat]] = [
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        ]
        let index = UIContentSizeCategory.allCases.firstIndex(of: self)!
        return table[style]![index]
    }

    /// The factor a size grows by relative to `large` (for labels that adjust for the content size).
    public func scale(for style: UIFont.TextStyle) -> CGFloat {
        pointSize(style) / UIContentSizeCategory.large.pointSize(style)
    }
}

extension UIContentSizeCategory {
    /// Whether this is one of the accessibility sizes (`accessibilityMedium` and larger).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}

extension UIContentSizeCategory {
    /// Smaller categories come first, as in UIKit (`category >= .accessibilityMedium`).
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
