import Foundation

/// The background of a button configuration or a cell: a fill colour, a corner radius and a stroke, inset from
/// the view's edges. A custom view, a visual effect and an image are kept (not drawn).
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// The fill; nil lets the owner (a button's style) choose.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius (a button uses it with `cornerStyle = .fixed`).
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour (none when nil) and width, drawn inside the edge moved out by `strokeOutset`.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// A view behind the content (kept).
    public var customView: UIView?
    /// A visual effect (kept).
    public var visualEffect: UIVisualEffect?
    /// An image (kept).
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    public init() {}

    /// No fill, no stroke.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A plain list cell's background (the system background).
    public static func listPlainCell() -> UIBackgroundConfiguration {
        var b = UIBackgroundConfiguration()
        b.backgroundColor = .systemBackground
        return b
    }
    /// A grouped list cell's background (the secondary system grouped background).
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        var b = UIBackgroundConfiguration()
        b.backgroundColor = .secondarySystemGroupedBackground
        return b
    }

    /// The fill with its transformer applied.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        guard let backgroundColor else { return .clear }
        return backgroundColorTransformer.map { $0(backgroundColor) } ?? backgroundColor
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius && a.strokeColor == b.strokeColor
            && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && a.backgroundInsets == b.backgroundInsets && a.customView === b.customView && a.image === b.image
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
    }
}
