/// A context menu added to a view (UIKit's `UIContextMenuInteraction`). Kept; a still picture has no long press,
/// so the delegate is never asked for a configuration.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// The delegate that makes the menu's configuration.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view it was added to.
    open private(set) weak var view: UIView?
    /// How the menu shows (`.compact`: a menu).
    open var menuAppearance: UIContextMenuInteraction.Appearance { .rich }

    /// An interaction whose delegate makes the menu.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the menu's touch is, in a view: the origin (no touch in a still picture).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Updates the open menu (none is open).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
    /// Dismisses the open menu (none is open).
    open func dismissMenu() {}
}
