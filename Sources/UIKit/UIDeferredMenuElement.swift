/// A menu element whose children are provided later (UIKit's `UIDeferredMenuElement`). Kept; chatshot opens no
/// menu, so the provider is never called.
open class UIDeferredMenuElement: UIMenuElement {
    /// The closure that provides the elements.
    let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the provided elements are asked for each time the menu opens.
    let isUncached: Bool

    init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, uncached: Bool) {
        elementProvider = provider
        isUncached = uncached
        super.init(title: "", image: nil)
    }

    /// An element whose children `elementProvider` provides once, when the menu first opens.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, uncached: false)
    }

    /// An element whose children `elementProvider` provides each time the menu opens.
    public static func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, uncached: true)
    }
}
