import StreamChat
import UIKit

/// The confirmation alerts of the SDK's screens (`Components.alertsRouter`). A still render shows no alert: each
/// method does nothing and calls no handler.
open class AlertsRouter: NavigationRouter<UIViewController> {
    /// Asks whether to delete a message (inert).
    open func showMessageDeletionConfirmationAlert(confirmed: @escaping (Bool) -> Void) {}
    /// Asks whether to flag a message (inert).
    open func showMessageFlagConfirmationAlert(confirmed: @escaping (Bool) -> Void) {}
    /// Asks for a comment on a poll (inert).
    open func showPollAddCommentAlert(
        for poll: Poll, in messageId: MessageId, currentUserId: UserId, handler: @escaping (String) -> Void
    ) {}
    /// Asks for an option to suggest in a poll (inert).
    open func showPollAddSuggestionAlert(
        for poll: Poll, in messageId: MessageId, handler: @escaping (String) -> Void
    ) {}
    /// Asks whether to end a poll's voting (inert).
    open func showPollEndVoteAlert(for poll: Poll, in messageId: MessageId, handler: @escaping () -> Void) {}
    /// Asks whether to discard a poll being made (inert).
    open func showPollDiscardChangesAlert(handler: @escaping () -> Void) {}
    /// Says a poll could not be made (inert).
    open func showPollCreationErrorAlert() {}
}
