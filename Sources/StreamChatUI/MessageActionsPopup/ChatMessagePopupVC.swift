import ChatCanvas
import StreamChat
import UIKit

/// The long-press popup (the SDK's `ChatMessagePopupVC`): the list blurred and veiled behind, the message lifted
/// where it was in the list (moved to fit), the reaction picker (`Components.reactionPickerVC`) above it and, below
/// it, the action list (`Components.messageActionsVC`, 70 % of the width) or the reaction authors
/// (`Components.reactionAuthorsVC`; 90 % of the width and 320 pt tall with more than four reactions, else 75 % and 180 pt).
/// Outgoing messages align the panels to the trailing edge, incoming ones to the bubble's leading edge.
open class ChatMessagePopupVC: _View {
    public struct Content {
        public var message: ChatMessage
        public var context: MessageListContext
        /// The message's content view options in the list (the popup draws it without its reactions pill).
        public var layoutOptions: ChatMessageLayoutOptions
        /// Where the message's content view was on the screen.
        public var messageViewFrame: CGRect
        /// Show who reacted (`reaction-authors`) instead of the actions.
        public var showsReactionAuthors: Bool
        public init(
            message: ChatMessage, context: MessageListContext, layoutOptions: ChatMessageLayoutOptions,
            messageViewFrame: CGRect, showsReactionAuthors: Bool = false
        ) {
            self.message = message
            self.context = context
            self.layoutOptions = layoutOptions
            self.messageViewFrame = messageViewFrame
            self.showsReactionAuthors = showsReactionAuthors
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let blurView = UIVisualEffectView()
    public private(set) var messageContentView: ChatMessageContentView?
    public private(set) var reactionsController: ChatMessageReactionsPickerVC?
    public private(set) var actionsController: ChatMessageActionsVC?
    public private(set) var reactionAuthorsController: ChatMessageReactionAuthorsVC?

    /// Space between the picker, the message and the panel below.
    open var spacing: CGFloat { 8 }
    /// Width of the action list relative to the popup.
    open var actionsViewWidthMultiplier: CGFloat { 0.7 }
    open var reactionAuthorsViewHeight: CGFloat { (content?.message.totalReactionsCount ?? 0) > 4 ? 320 : 180 }
    open var reactionAuthorsViewWidthMultiplier: CGFloat {
        (content?.message.totalReactionsCount ?? 0) >= 4 ? 0.9 : 0.75
    }
    /// Space kept free at the top and bottom of the screen.
    open override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) }

    open override class var customizableSubviewNames: [String] { ["blurView"] }
    open override func customizableSubviews() -> [String: UIView] { ["blurView": blurView] }

    open override func setUpLayout() {
        addSubview(blurView)
    }

    open override func setUpAppearance() {
        blurView.backgroundColor = appearance.colorPalette.backgroundCoreOverlayLight
    }

    open override func updateContent() {
        for v in [messageContentView, reactionsController, actionsController, reactionAuthorsController] as [UIView?] {
            v?.removeFromSuperview()
        }
        messageContentView = nil
        reactionsController = nil
        actionsController = nil
        reactionAuthorsController = nil
        guard let content else { return }
        let message = content.message
        let context = content.context

        let picker = components.reactionPickerVC.init()
        addSubview(picker)
        picker.content = .init(ownTypes: Set(message.currentUserReactions.map(\.type)))
        reactionsController = picker

        let messageView = components.messageContentView.init()
        messageView.context = context
        addSubview(messageView)
        if !message.isDeleted, message.type != .system, !message.attachments.isEmpty || message.poll != nil {
            messageView.attachmentViewInjectorType = components.attachmentViewCatalog.attachmentViewInjectorClassFor(
                message: message, components: components)
        }
        var options = content.layoutOptions
        options.remove(.reactions)
        messageView.setUpLayoutIfNeeded(options: options)
        messageView.content = message
        messageContentView = messageView

        if content.showsReactionAuthors {
            let authors = components.reactionAuthorsVC.init()
            addSubview(authors)
            authors.content = .init(message: message, currentUserId: context.currentUser.id)
            reactionAuthorsController = authors
        } else {
            let actions = components.messageActionsVC.init()
            addSubview(actions)
            actions.content = .init(
                message: message, channel: context.channel, currentUser: context.currentUser,
                isInsideThread: context.isInThread)
            actionsController = actions
        }
    }

    open override func layoutSubviews() {
        let b = bounds
        blurView.frame = b
        guard let content, let messageView = messageContentView else { return }
        let mine = content.message.isSentByCurrentUser
        let frame = content.messageViewFrame
        let messageHeight = messageView.measure(CGSize(width: frame.width, height: CGFloat.infinity)).height

        // The panel below.
        var panelSize = CGSize.zero
        if let actions = actionsController {
            let w = (b.width * actionsViewWidthMultiplier).rounded()
            panelSize = CGSize(width: w, height: actions.measure(CGSize(width: w, height: CGFloat.infinity)).height)
        } else if reactionAuthorsController != nil {
            panelSize = CGSize(
                width: (b.width * reactionAuthorsViewWidthMultiplier).rounded(), height: reactionAuthorsViewHeight)
        }
        let picker = reactionsController?.intrinsicContentSize ?? .zero
        let pickerHeight = picker.height > 0 ? picker.height + spacing : 0
        let total = pickerHeight + messageHeight + spacing + panelSize.height

        // Where the message was, moved down or up to fit between the safe insets.
        let insets = safeAreaInsets
        var top = frame.minY
        top = min(top, b.height - insets.bottom - total + pickerHeight)
        top = max(top, insets.top + pickerHeight)
        messageView.frame = CGRect(x: frame.minX, y: top, width: frame.width, height: messageHeight)
        messageView.layoutIfNeeded()

        // The picker, centred on the bubble's outer top corner (leading for outgoing, trailing for incoming).
        let bubble = messageView.bubbleFrame.offsetBy(dx: frame.minX, dy: top)
        if let pickerView = reactionsController, picker.width > 0 {
            let anchor = (mine != isRightToLeft) ? bubble.minX : bubble.maxX
            let x = min(max(8, (anchor - picker.width / 2).rounded()), b.width - 8 - picker.width)
            pickerView.frame = CGRect(x: x, y: top - pickerHeight, width: picker.width, height: picker.height)
            pickerView.content?.tailOffset = anchor - x
        }

        // The panel: trailing-aligned with the message for outgoing, at the bubble's leading edge for incoming.
        let panelTop = top + messageHeight + spacing
        var panelX: CGFloat
        if mine != isRightToLeft {
            panelX = isRightToLeft ? frame.minX : frame.maxX - panelSize.width
        } else {
            panelX = isRightToLeft ? bubble.maxX - panelSize.width : bubble.minX
        }
        panelX = min(max(0, panelX), b.width - panelSize.width)
        let panel = CGRect(x: panelX, y: panelTop, width: panelSize.width, height: panelSize.height)
        if let actions = actionsController {
            actions.frame = panel
            actions.layoutIfNeeded()
        }
        if let authors = reactionAuthorsController {
            authors.frame = panel
            authors.layoutIfNeeded()
        }
    }
}
