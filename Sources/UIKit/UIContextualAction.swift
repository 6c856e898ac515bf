/// An action shown when a table row is swiped (UIKit's `UIContextualAction`). Kept; a still picture swipes no row.
@preconcurrency @MainActor
open class UIContextualAction {
    /// The closure run when the action is tapped: the action, the view shown, and a completion to call.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action is drawn.
    public let style: UIContextualAction.Style
    /// The closure run when the action is tapped (never, in a still picture).
    public let handler: UIContextualAction.Handler
    /// The title.
    open var title: String?
    /// The background (grey, or red for a destructive action, when not set).
    open var backgroundColor: UIColor!
    /// The image.
    open var image: UIImage?

    /// An action of a style with a title and a handler.
    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
