/// A button of an alert, as in UIKit: a title, a style and a handler (not called in a still picture).
@preconcurrency @MainActor
open class UIAlertAction {
    /// The title.
    public let title: String?
    /// The style.
    public let style: UIAlertAction.Style
    /// Whether the action is enabled.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, a style and a handler.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
