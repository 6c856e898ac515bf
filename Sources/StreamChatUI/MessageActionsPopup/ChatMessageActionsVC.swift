import ChatCanvas
import StreamChat
import UIKit

/// The action list under the lifted message (the SDK's `ChatMessageActionsVC`): one `ChatMessageActionControl` per
/// action, 1 pt apart on a border-coloured, 16-pt-round container.
open class ChatMessageActionsVC: _View {
    public struct Content {
        public var message: ChatMessage
        public var channel: ChatChannel
        public var currentUser: ChatUser
        public var isInsideThread: Bool
        public init(message: ChatMessage, channel: ChatChannel, currentUser: ChatUser, isInsideThread: Bool = false) {
            self.message = message
            self.channel = channel
            self.currentUser = currentUser
            self.isInsideThread = isInsideThread
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    public let messageActionsContainerStackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 1)
    public private(set) var actionControls: [ChatMessageActionControl] = []
    /// The class of each row (the SDK's `actionButtonClass`).
    open var actionButtonClass: ChatMessageActionControl.Type { ChatMessageActionControl.self }

    open override class var customizableSubviewNames: [String] { ["messageActionsContainerStackView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["messageActionsContainerStackView": messageActionsContainerStackView]
    }

    open override func setUpLayout() { embed(messageActionsContainerStackView) }

    open override func setUpAppearance() {
        messageActionsContainerStackView.layer.cornerRadius = 16
        messageActionsContainerStackView.clipsToBounds = true
        messageActionsContainerStackView.backgroundColor = appearance.colorPalette.borderCoreDefault
    }

    open override func updateContent() {
        messageActionsContainerStackView.removeAllArrangedSubviews()
        actionControls = messageActions.map { _ in actionButtonClass.init() }
        messageActionsContainerStackView.addArrangedSubviews(actionControls)
        for (control, item) in zip(actionControls, messageActions) { control.content = item }
    }

    /// The actions for the message, decided as the SDK does: from its sending state, the channel's
    /// `own_capabilities` (else the channel config; own messages editable and deletable) and who wrote it.
    open var messageActions: [ChatMessageActionItem] {
        guard let content, !content.message.isDeleted else { return [] }
        let message = content.message
        let channel = content.channel
        let caps = channel.ownCapabilities
        func can(_ capability: String, else fallback: Bool) -> Bool { caps.map { $0.contains(capability) } ?? fallback }
        switch message.localState {
        case nil:
            var actions: [ChatMessageActionItem] = []
            let mine = message.isSentByCurrentUser
            if can("quote-message", else: channel.config.quotesEnabled) { actions.append(.inlineReply) }
            if can("send-reply", else: channel.config.repliesEnabled), !message.isPartOfThread, !content.isInsideThread
            {
                actions.append(.threadReply)
            }
            if can("read-events", else: channel.config.readEventsEnabled) {
                if message.isRootOfThread || (!mine && (!message.isPartOfThread || message.showReplyInChannel)) {
                    actions.append(.markUnread)
                }
            }
            if !message.text.isEmpty { actions.append(.copy) }
            if message.poll == nil, !message.attachments.contains(where: { $0.type.lowercased() == "giphy" }),
                can("update-any-message", else: false) || (mine && can("update-own-message", else: true))
            {
                actions.append(.edit)
            }
            if can("delete-any-message", else: false) || (mine && can("delete-own-message", else: true)) {
                actions.append(.delete)
            }
            if !mine { actions.append(.flag) }
            if channel.config.mutesEnabled && !mine {
                actions.append(content.currentUser.mutedUserIds.contains(message.author.id) ? .unmuteUser : .muteUser)
            }
            if components.isBlockingUsersEnabled && !mine {
                actions.append(
                    content.currentUser.blockedUserIds.contains(message.author.id) ? .unblockUser : .blockUser)
            }
            return actions
        case .sendingFailed?:
            return [.resend, .edit, .delete]
        default:
            return [.edit, .delete]
        }
    }
}
