/// How the user interacted with a link or attachment in a text view (UIKit's `UITextItemInteraction`): passed to
/// `UITextViewDelegate.textView(_:shouldInteractWith:in:interaction:)`. A still picture is never touched.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the item's default action.
    case invokeDefaultAction = 0
    /// A long press: the item's actions.
    case presentActions = 1
    /// A preview of the item.
    case preview = 2
}
