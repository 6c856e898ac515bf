import UIKit

extension ComponentsProvider where Self: UIResponder {
    /// The components of a view or view controller that declares `ComponentsProvider` (an app's plain `UIView` or
    /// `UIViewController`, as in the SDK): its own when set, else those of the nearest responder above it that has
    /// them, else `Components.default`.
    public var components: Components {
        get { associatedValue(forKey: themeComponentsKey) as? Components ?? nearestComponents(above: self) }
        set { setAssociatedValue(newValue, forKey: themeComponentsKey) }
    }
}

/// The key under which a responder keeps its own components.
let themeComponentsKey = "StreamChatUI.components"

/// The components of the nearest responder strictly above `responder` that has them (an SDK view or view
/// controller, or a `ComponentsProvider`), else `Components.default`.
@preconcurrency @MainActor
func nearestComponents(above responder: UIResponder) -> Components {
    var current = responder.next
    while let r = current {
        if let stream = r as? any StreamView { return stream.components }
        if let provider = r as? any ComponentsProvider { return provider.components }
        current = r.next
    }
    return .default
}
