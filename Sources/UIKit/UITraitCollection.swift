/// The traits a view tree is drawn with (UIKit's `UITraitCollection`, the parts a still picture needs).
public struct UITraitCollection: Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Pixels per point.
    public var displayScale: CGFloat
    public init(
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        preferredContentSizeCategory: UIContentSizeCategory = .large, displayScale: CGFloat = 1
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
    }

    /// The trait collection of the work on the calling thread (a render sets it for its duration).
    public static var current: UITraitCollection {
        get { RenderThread.current.traits }
        set { RenderThread.current.traits = newValue }
    }

    /// Runs `actions` with this trait collection as the current one, then restores the previous one.
    public func performAsCurrent(_ actions: () -> Void) {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        actions()
    }

    /// `performAsCurrent` for work that returns a value or throws.
    public func performAsCurrent<T>(_ actions: () throws -> T) rethrows -> T {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        return try actions()
    }
}

extension UITraitCollection: Equatable {
    /// Whether dynamic colours may resolve differently in the two collections (their appearance differs).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }
}
