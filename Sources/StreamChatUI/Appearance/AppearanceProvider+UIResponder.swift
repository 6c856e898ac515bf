import UIKit

extension AppearanceProvider where Self: UIResponder {
    /// The appearance of a view or view controller that declares `AppearanceProvider` (an app's plain `UIView` or
    /// `UIViewController`, as in the SDK): its own when set, else that of the nearest responder above it that has
    /// one, else `Appearance.default`.
    public var appearance: Appearance {
        get { associatedValue(forKey: themeAppearanceKey) as? Appearance ?? nearestAppearance(above: self) }
        set { setAssociatedValue(newValue, forKey: themeAppearanceKey) }
    }
}

/// The key under which a responder keeps its own appearance.
let themeAppearanceKey = "StreamChatUI.appearance"

/// The appearance of the nearest responder strictly above `responder` that has one (an SDK view or view
/// controller, or an `AppearanceProvider`), else `Appearance.default`.
@preconcurrency @MainActor func nearestAppearance(above responder: UIResponder) -> Appearance {
    var current = responder.next
    while let r = current {
        if let stream = r as? any StreamView { return stream.appearance }
        if let provider = r as? any AppearanceProvider { return provider.appearance }
        current = r.next
    }
    return .default
}
