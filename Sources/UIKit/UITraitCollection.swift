/// The traits a view tree is drawn with (UIKit's `UITraitCollection`, the parts chatshot needs).
public struct UITraitCollection: Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var layoutDirection: LayoutDirection
    public var preferredContentSizeCategory: ContentSizeCategory
    public init(userInterfaceStyle: UserInterfaceStyle = .light, layoutDirection: LayoutDirection = .leftToRight,
                preferredContentSizeCategory: ContentSizeCategory = .large) {
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}
