import Foundation
import StreamChat
import UIKit

/// What the message list shows on taps (`Components.messageListRouter`): the actions popup, threads, the gallery,
/// link and file previews, users and polls. A still render shows none of them: each method does nothing, and an
/// app's subclass compiles and runs as in the SDK.
open class ChatMessageListRouter: NavigationRouter<UIViewController>, ComponentsProvider {
    /// The components of the message list's screen.
    public var components: Components {
        get { (rootViewController as? _ViewController)?.components ?? .default }
        set { (rootViewController as? _ViewController)?.components = newValue }
    }

    /// The haptic feedback of opening the actions (inert).
    open var impactFeedbackGenerator = UIImpactFeedbackGenerator(style: .medium)

    /// Shows the actions popup of a message (inert).
    open func showMessageActionsPopUp(
        messageContentView: ChatMessageContentView, messageActionsController: ChatMessageActionsVC,
        messageReactionsController: ChatMessageReactionsPickerVC?
    ) {}
    /// Shows a link in a web view (inert).
    open func showLinkPreview(link: URL) {}
    /// Shows a file's preview (inert).
    open func showFilePreview(fileURL: URL?) {}
    /// Shows a message's thread (inert).
    open func showThread(messageId: MessageId, cid: ChannelId, client: ChatClient) {}
    /// Shows a user's profile (inert).
    open func showUser(_ user: ChatUser) {}
    /// Shows a poll's results (inert).
    open func showPollResults(for poll: Poll, in messageId: MessageId, client: ChatClient) {}
    /// Shows a poll's comments (inert).
    open func showPollComments(for poll: Poll, in messageId: MessageId, client: ChatClient) {}
    /// Shows all of a poll's options (inert).
    open func showAllPollOptions(for poll: Poll, messageId: MessageId, client: ChatClient) {}
}
