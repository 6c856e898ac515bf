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

    /// Told when an action is chosen (kept; a still picture is not tapped).
    public weak var delegate: ChatMessageActionsVCDelegate?
    /// The controller of the message (the SDK's source of `message`); chatshot's popup sets `content` instead.
    public var messageController: ChatMessageController!
    /// The confirmation alerts of the actions (`Components.alertsRouter`, as in the SDK). chatshot's actions popup
    /// is a view, so the router's root is a view controller of its own; a still picture shows no alert.
    open lazy var alertsRouter: AlertsRouter = components.alertsRouter.init(rootViewController: alertsRouterRoot)
    private let alertsRouterRoot = UIViewController()
    /// Whether the actions show inside a thread (no thread reply there).
    public var isInsideThread: Bool {
        get { content?.isInsideThread ?? insideThread }
        set {
            insideThread = newValue
            content?.isInsideThread = newValue
        }
    }
    private var insideThread = false
    /// The channel the actions act in.
    public var channel: ChatChannel? {
        get { content?.channel ?? channelValue }
        set { channelValue = newValue }
    }
    private var channelValue: ChatChannel?
    /// The channel's feature flags.
    public var channelConfig: ChannelConfig! { channel?.config }
    /// The long-pressed message: the popup's, else the message controller's.
    open var message: ChatMessage? { content?.message ?? messageController?.message }
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
    /// `own_capabilities` (else the channel config; own messages editable and deletable) and who wrote it. Each
    /// comes from its `…ActionItem()` method, so an app may override one item, or the whole list (adding items of
    /// its own type): the rows drawn are this list's.
    open var messageActions: [ChatMessageActionItem] {
        guard let message, let channel, !message.isDeleted else { return [] }
        let caps = channel.ownCapabilities
        func can(_ capability: String, else fallback: Bool) -> Bool { caps.map { $0.contains(capability) } ?? fallback }
        let currentUser = content?.currentUser
        switch message.localState {
        case nil:
            var actions: [ChatMessageActionItem] = []
            let mine = message.isSentByCurrentUser
            if can("quote-message", else: channel.config.quotesEnabled) { actions.append(inlineReplyActionItem()) }
            if can("send-reply", else: channel.config.repliesEnabled), !message.isPartOfThread, !isInsideThread {
                actions.append(threadReplyActionItem())
            }
            if can("read-events", else: channel.config.readEventsEnabled) {
                if message.isRootOfThread || (!mine && (!message.isPartOfThread || message.showReplyInChannel)) {
                    actions.append(markUnreadActionItem())
                }
            }
            if !message.text.isEmpty { actions.append(copyActionItem()) }
            if message.poll == nil, !message.attachments.contains(where: { $0.type.lowercased() == "giphy" }),
                can("update-any-message", else: false) || (mine && can("update-own-message", else: true))
            {
                actions.append(editActionItem())
            }
            if can("delete-any-message", else: false) || (mine && can("delete-own-message", else: true)) {
                actions.append(deleteActionItem())
            }
            if !mine { actions.append(flagActionItem()) }
            if channel.config.mutesEnabled && !mine {
                let muted = currentUser?.mutedUserIds.contains(message.author.id) == true
                actions.append(muted ? unmuteActionItem() : muteActionItem())
            }
            if components.isBlockingUsersEnabled && !mine {
                let blocked = currentUser?.blockedUserIds.contains(message.author.id) == true
                actions.append(blocked ? unblockActionItem() : blockActionItem())
            }
            return actions
        case .sendingFailed?:
            return [resendActionItem(), editActionItem(), deleteActionItem()]
        default:
            return [editActionItem(), deleteActionItem()]
        }
    }

    // MARK: The SDK's items (each calls `handleAction` when tapped: never, in a still picture)

    open func inlineReplyActionItem() -> ChatMessageActionItem {
        InlineReplyActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func threadReplyActionItem() -> ChatMessageActionItem {
        ThreadReplyActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func markUnreadActionItem() -> ChatMessageActionItem {
        MarkUnreadActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func copyActionItem() -> ChatMessageActionItem {
        CopyActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func editActionItem() -> ChatMessageActionItem {
        EditActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func deleteActionItem() -> ChatMessageActionItem {
        DeleteActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func resendActionItem() -> ChatMessageActionItem {
        ResendActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func flagActionItem() -> ChatMessageActionItem {
        FlagActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func muteActionItem() -> ChatMessageActionItem {
        MuteUserActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func unmuteActionItem() -> ChatMessageActionItem {
        UnmuteUserActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func blockActionItem() -> ChatMessageActionItem {
        BlockUserActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }
    open func unblockActionItem() -> ChatMessageActionItem {
        UnblockUserActionItem(action: { [weak self] in self?.handleAction($0) }, appearance: appearance)
    }

    /// Tells the delegate an action was chosen (the SDK's default for every item).
    open func handleAction(_ actionItem: ChatMessageActionItem) {
        guard let message else { return }
        delegate?.chatMessageActionsVC(self, message: message, didTapOnActionItem: actionItem)
    }
}
