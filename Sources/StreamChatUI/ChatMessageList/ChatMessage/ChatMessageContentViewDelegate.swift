import Foundation
import StreamChat

/// Told of taps on a message's parts (the SDK's `ChatMessageContentViewDelegate`; `ChatMessageListVC` is one).
/// A still picture is never tapped, so chatshot never calls it.
@preconcurrency @MainActor public protocol ChatMessageContentViewDelegate: AnyObject {
    /// The error indicator of the message at `indexPath` was tapped.
    func messageContentViewDidTapOnErrorIndicator(_ indexPath: IndexPath?)
    /// The thread replies of the message at `indexPath` were tapped.
    func messageContentViewDidTapOnThread(_ indexPath: IndexPath?)
    /// The quoted message was tapped.
    func messageContentViewDidTapOnQuotedMessage(_ quotedMessage: ChatMessage)
    /// The author's avatar of the message at `indexPath` was tapped.
    func messageContentViewDidTapOnAvatarView(_ indexPath: IndexPath?)
    /// The reactions of the message at `indexPath` were tapped.
    func messageContentViewDidTapOnReactionsView(_ indexPath: IndexPath?)
    /// The delivery status of the message at `indexPath` was tapped.
    func messageContentViewDidTapOnDeliveryStatusIndicator(_ indexPath: IndexPath?)
    /// A mention of `mentionedUser` was tapped.
    func messageContentViewDidTapOnMentionedUser(_ mentionedUser: ChatUser)
}

extension ChatMessageContentViewDelegate {
    public func messageContentViewDidTapOnDeliveryStatusIndicator(_ indexPath: IndexPath?) {}
    public func messageContentViewDidTapOnMentionedUser(_ mentionedUser: ChatUser) {}
}
