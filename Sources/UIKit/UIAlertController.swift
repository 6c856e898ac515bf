/// An alert or action sheet, as in UIKit: a title, a message and actions. chatshot draws no alerts: presenting one
/// shows nothing and runs the presentation's completion at once; its actions' handlers are not called.
open class UIAlertController: UIViewController {
    /// The message under the title.
    open var message: String?
    /// The style it was made with.
    open private(set) var preferredStyle: UIAlertController.Style = .alert
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold (it must be one of `actions`).
    open var preferredAction: UIAlertAction?

    /// An alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds an action.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
}
