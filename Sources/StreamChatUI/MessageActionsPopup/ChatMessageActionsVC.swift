import StreamChat
import UIKit
import ChatCanvas

/// One action of the long-press menu (the SDK's `ChatMessageActionItem`: `InlineReplyActionItem`, …).
public struct ChatMessageActionItem: Hashable, Sendable {
    /// The SDK's item class names, for tests and custom menus.
    public var identifier: String
    public var title: String
    /// The `Appearance.images` name of the icon.
    public var iconName: String
    /// Drawn in the tint colour (resend).
    public var isPrimary: Bool
    /// Drawn in the error colour (delete).
    public var isDestructive: Bool

    public init(identifier: String, title: String, iconName: String, isPrimary: Bool = false, isDestructive: Bool = false) {
        self.identifier = identifier; self.title = title; self.iconName = iconName
        self.isPrimary = isPrimary; self.isDestructive = isDestructive
    }

    public static let inlineReply = Self(identifier: "InlineReplyActionItem", title: "Reply", iconName: "messageActionInlineReply")
    public static let threadReply = Self(identifier: "ThreadReplyActionItem", title: "Thread Reply", iconName: "messageActionThreadReply")
    public static let markUnread = Self(identifier: "MarkUnreadActionItem", title: "Mark as Unread", iconName: "messageActionMarkUnread")
    public static let copy = Self(identifier: "CopyActionItem", title: "Copy Message", iconName: "messageActionCopy")
    public static let edit = Self(identifier: "EditActionItem", title: "Edit Message", iconName: "messageActionEdit")
    public static let delete = Self(identifier: "DeleteActionItem", title: "Delete Message", iconName: "messageActionDelete", isDestructive: true)
    public static let resend = Self(identifier: "ResendActionItem", title: "Resend", iconName: "messageActionResend", isPrimary: true)
    public static let flag = Self(identifier: "FlagActionItem", title: "Flag Message", iconName: "messageActionFlag")
    public static let muteUser = Self(identifier: "MuteUserActionItem", title: "Mute User", iconName: "messageActionMuteUser")
    public static let unmuteUser = Self(identifier: "UnmuteUserActionItem", title: "Unmute User", iconName: "messageActionMuteUser")
    public static let blockUser = Self(identifier: "BlockUserActionItem", title: "Block User", iconName: "messageActionBlockUser")
    public static let unblockUser = Self(identifier: "UnblockUserActionItem", title: "Unblock User", iconName: "messageActionBlockUser")
}

/// The action list under the lifted message (the SDK's `ChatMessageActionsVC`): one `ChatMessageActionControl` per
/// action, 1 pt apart on a border-coloured, 16-pt-round container.
open class ChatMessageActionsVC: _View {
    public struct Content {
        public var message: ChatMessage
        public var channel: ChatChannel
        public var currentUser: ChatUser
        public var isInsideThread: Bool
        public init(message: ChatMessage, channel: ChatChannel, currentUser: ChatUser, isInsideThread: Bool = false) {
            self.message = message; self.channel = channel; self.currentUser = currentUser; self.isInsideThread = isInsideThread
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    public let messageActionsContainerStackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 1)
    public private(set) var actionControls: [ChatMessageActionControl] = []
    /// The class of each row (the SDK's `actionButtonClass`).
    open var actionButtonClass: ChatMessageActionControl.Type { ChatMessageActionControl.self }

    open override class var customizableSubviewNames: [String] { ["messageActionsContainerStackView"] }
    open override func customizableSubviews() -> [String: UIView] { ["messageActionsContainerStackView": messageActionsContainerStackView] }

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
        let message = content.message, channel = content.channel
        let caps = channel.ownCapabilities
        func can(_ capability: String, else fallback: Bool) -> Bool { caps.map { $0.contains(capability) } ?? fallback }
        switch message.localState {
        case nil:
            var actions: [ChatMessageActionItem] = []
            let mine = message.isSentByCurrentUser
            if can("quote-message", else: channel.config.quotesEnabled) { actions.append(.inlineReply) }
            if can("send-reply", else: channel.config.repliesEnabled), !message.isPartOfThread, !content.isInsideThread {
                actions.append(.threadReply)
            }
            if can("read-events", else: channel.config.readEventsEnabled) {
                if message.isRootOfThread || (!mine && (!message.isPartOfThread || message.showReplyInChannel)) {
                    actions.append(.markUnread)
                }
            }
            if !message.text.isEmpty { actions.append(.copy) }
            if message.poll == nil, message.giphyAttachments.isEmpty,
               can("update-any-message", else: false) || (mine && can("update-own-message", else: true)) {
                actions.append(.edit)
            }
            if can("delete-any-message", else: false) || (mine && can("delete-own-message", else: true)) { actions.append(.delete) }
            if !mine { actions.append(.flag) }
            if channel.config.mutesEnabled && !mine {
                actions.append(content.currentUser.mutedUserIds.contains(message.author.id) ? .unmuteUser : .muteUser)
            }
            if components.isBlockingUsersEnabled && !mine {
                actions.append(content.currentUser.blockedUserIds.contains(message.author.id) ? .unblockUser : .blockUser)
            }
            return actions
        case .sendingFailed?:
            return [.resend, .edit, .delete]
        default:
            return [.edit, .delete]
        }
    }
}

/// One row of the action list (the SDK's `ChatMessageActionControl`): icon and title, margins 8/16, body font;
/// icons in a muted grey (the tint for primary actions), destructive ones (icon and title) in the error colour.
open class ChatMessageActionControl: _View {
    public var content: ChatMessageActionItem? { didSet { updateContentIfNeeded() } }
    public let containerStackView = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 16)
    public let imageView = UIImageView()
    public let titleLabel = UILabel()

    public required init() { super.init() }

    open override class var customizableSubviewNames: [String] { ["containerStackView", "imageView", "titleLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["containerStackView": containerStackView, "imageView": imageView, "titleLabel": titleLabel]
    }

    open override func setUpLayout() {
        embed(containerStackView)
        containerStackView.isLayoutMarginsRelativeArrangement = true
        containerStackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        NSLayoutConstraint.activate([imageView.widthAnchor.constraint(equalToConstant: 24), imageView.heightAnchor.constraint(equalToConstant: 24)])
        titleLabel.horizontalHuggingPriority = 1
        titleLabel.numberOfLines = 2
        containerStackView.addArrangedSubviews([imageView, titleLabel])
        heightAnchor.constraint(equalToConstant: 40).isActive = true
    }

    open override func setUpAppearance() {
        titleLabel.font = appearance.fonts.body
        titleLabel.adjustsFontForContentSizeCategory = true
        imageView.contentMode = .aspectFit
        backgroundColor = appearance.colorPalette.backgroundCoreElevation1
    }

    open override func updateContent() {
        let p = appearance.colorPalette
        let destructive = content?.isDestructive == true
        imageView.image = content.flatMap { appearance.images[$0.iconName] }
        imageView.tintColor = destructive ? p.accentError : (content?.isPrimary == true ? tintColor : p.textTertiary)
        titleLabel.textColor = destructive ? p.accentError : p.textPrimary
        titleLabel.text = content?.title
    }
}
