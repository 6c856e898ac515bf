import StreamChat

/// Told what happens in the long-press action list (the SDK's `ChatMessageActionsVCDelegate`). A still picture is
/// not tapped, so chatshot never calls it; an app's conformance compiles and is kept.
@preconcurrency @MainActor
public protocol ChatMessageActionsVCDelegate: AnyObject {
    /// An action row was tapped.
    func chatMessageActionsVC(
        _ vc: ChatMessageActionsVC, message: ChatMessage, didTapOnActionItem actionItem: ChatMessageActionItem)
    /// The action finished (the popup closes).
    func chatMessageActionsVCDidFinish(_ vc: ChatMessageActionsVC)
}
