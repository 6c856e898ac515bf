import Foundation
import StreamChat

/// Told of what happens in a `ChatMessageListVC` (the SDK's `ChatMessageListVCDelegate`). In a still render only
/// `chatMessageListVC(_:willDisplayMessageAt:)` is called, once per message drawn.
@preconcurrency @MainActor
public protocol ChatMessageListVCDelegate: AnyObject {
    /// A message's row is about to show.
    func chatMessageListVC(_ vc: ChatMessageListVC, willDisplayMessageAt indexPath: IndexPath)
    /// An action of the message's long-press menu was chosen.
    func chatMessageListVC(
        _ vc: ChatMessageListVC, didTapOnAction actionItem: ChatMessageActionItem,
        for message: ChatMessage)
    /// Whether the jump-to-unread button may show.
    func chatMessageListShouldShowJumpToUnread(_ vc: ChatMessageListVC) -> Bool
    /// The user dismissed the unread messages.
    func chatMessageListDidDiscardUnreadMessages(_ vc: ChatMessageListVC)
    /// The list needs the page around a message.
    func chatMessageListVC(
        _ vc: ChatMessageListVC, shouldLoadPageAroundMessageId messageId: MessageId,
        _ completion: @escaping @MainActor (Error?) -> Void)
    /// The list needs the newest page.
    func chatMessageListVCShouldLoadFirstPage(_ vc: ChatMessageListVC)
}

extension ChatMessageListVCDelegate {
    public func chatMessageListShouldShowJumpToUnread(_ vc: ChatMessageListVC) -> Bool { false }
    public func chatMessageListDidDiscardUnreadMessages(_ vc: ChatMessageListVC) {}
    public func chatMessageListVC(
        _ vc: ChatMessageListVC, shouldLoadPageAroundMessageId messageId: MessageId,
        _ completion: @escaping @MainActor (Error?) -> Void
    ) {
        Task { @MainActor in completion(nil) }
    }
    public func chatMessageListVCShouldLoadFirstPage(_ vc: ChatMessageListVC) {}
}
