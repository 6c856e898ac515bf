import UIKit

/// Moves a composer with the keyboard (the SDK's `ComposerKeyboardHandler`). A still picture shows no keyboard:
/// `start()` listens for nothing, and the composer's bottom constraint keeps its constant.
open class ComposerKeyboardHandler: KeyboardHandler {
    /// The controller the composer is in.
    public weak var composerParentVC: UIViewController?
    /// The constraint that pins the composer's bottom.
    public weak var composerBottomConstraint: NSLayoutConstraint?
    /// The message list above the composer.
    public weak var messageListVC: ChatMessageListVC?
    /// The bottom constraint's constant when the handler was made (the keyboard hidden).
    public let originalBottomConstraintValue: CGFloat

    /// A handler moving the composer `composerBottomConstraint` pins, in `composerParentVC`.
    public init(
        composerParentVC: UIViewController, composerBottomConstraint: NSLayoutConstraint?,
        messageListVC: ChatMessageListVC? = nil
    ) {
        self.composerParentVC = composerParentVC
        self.composerBottomConstraint = composerBottomConstraint
        self.messageListVC = messageListVC
        originalBottomConstraintValue = composerBottomConstraint?.constant ?? 0
    }

    /// Starts following the keyboard: no keyboard appears in a still picture.
    open func start() {}
    /// Stops following the keyboard; the composer stays where the keyboard leaves it (hidden).
    open func stop() { composerBottomConstraint?.constant = originalBottomConstraintValue }
}
