import ChatCanvas
import Foundation
import StreamChat

/// The channel screen (the SDK's `ChatChannelVC`): the header, the message list anchored at the bottom, and the
/// composer. With `threadParent` set it is the thread screen (`ChatThreadVC`): "Thread Reply" / "with <channel>",
/// the parent message first with the replies counter, then the replies.
open class ChatChannelScreen: _View, PagedScreen {
    public struct Content {
        public var context: MessageListContext
        public var composer: ComposerVC.Content
        public var threadParent: ChatMessage?
        public init(
            context: MessageListContext, composer: ComposerVC.Content = .initial, threadParent: ChatMessage? = nil
        ) {
            self.context = context
            self.composer = composer
            self.threadParent = threadParent
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// Grow to show every message instead of clipping the oldest (the `--full` option).
    public var showsAllMessages = false
    /// Draw the list as it looks while the user scrolls: the date overlay shows when it is enabled (`--scrolling`).
    public var isScrolling = false
    /// The header's back button: the screen was pushed onto a navigation controller (chatshot: with device chrome).
    public var showsBackButton = false

    public private(set) lazy var headerView: ChatChannelHeaderView = components.channelHeaderView.init()
    public let messageListView = ChatMessageListView()
    public let typingIndicatorView = TypingIndicatorView()
    public let dateOverlayView = ChatMessageListScrollOverlayView()
    /// Shown while the list is scrolled up (`isScrolling`), with the unread count on it.
    public private(set) lazy var scrollToBottomButton: ScrollToBottomButton = components.scrollToBottomButton.init()
    /// "N unread" at the top of the list (`Components.isJumpToUnreadEnabled`) while the first unread message is out of sight.
    public private(set) lazy var jumpToUnreadMessagesButton: JumpToUnreadMessagesButton = components
        .jumpToUnreadMessagesButton.init()
    public private(set) lazy var composerVC: ComposerVC = components.messageComposerVC.init()

    open override class var customizableSubviewNames: [String] { ["headerView", "messageListView", "composerVC"] }

    open override func setUpLayout() {
        addSubview(messageListView)
        addSubview(typingIndicatorView)
        addSubview(dateOverlayView)
        addSubview(jumpToUnreadMessagesButton)
        addSubview(scrollToBottomButton)
        addSubview(headerView)
        addSubview(composerVC)
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    open override func updateContent() {
        guard let content else { return }
        let channel = content.context.channel
        messageListView.showsAllMessages = showsAllMessages
        // With the screen's size known, the list builds only the messages that can show.
        messageListView.visibleSizeHint = bounds.size.width > 0 ? bounds.size : nil
        if let parent = content.threadParent {
            headerView.content = .init(title: "Thread Reply", subtitle: channel.name.map { "with \($0)" }, avatar: nil)
            let replies = channel.messages.filter { $0.parentMessageId == parent.id }
            let shown = components.threadRendersParentMessageEnabled ? [parent] + replies : replies
            messageListView.content = .init(messages: shown, context: content.context, threadParent: parent)
        } else {
            headerView.content = ChannelHeaderContent.make(
                channel: channel, currentUser: content.context.currentUser,
                now: content.context.now)
            let visible = channel.messages.filter { $0.parentMessageId == nil || $0.showReplyInChannel }
            messageListView.content = .init(messages: visible, context: content.context)
        }
        messageListView.showsAllMessages = showsAllMessages
        headerView.showsBackButton = showsBackButton
        composerVC.channel = channel
        var composer = content.composer
        if let parent = content.threadParent { composer.threadMessage = parent }
        composerVC.content = composer
        let typing = channel.typingUsers.filter { $0.id != content.context.currentUser.id }
        typingIndicatorView.content = typing
        typingIndicatorView.isHidden =
            typing.isEmpty || !components.isTypingIndicatorEnabled || !channel.config.typingEventsEnabled
        dateOverlayView.isHidden = !(isScrolling && components.messageListDateOverlayEnabled)
        let unread = ChannelUnreadCount(messages: channel.unreadCount)
        scrollToBottomButton.content = unread
        scrollToBottomButton.isHidden = !isScrolling
        jumpToUnreadMessagesButton.content = unread
        // Whether the first unread message is out of sight is known after layout.
        jumpToUnreadMessagesButton.isHidden =
            !(components.isJumpToUnreadEnabled && unread.messages > 0 && content.threadParent == nil)
    }

    /// Places the scroll-to-bottom button (trailing margin, 8 pt above the list's bottom) and the jump-to-unread pill
    /// (centred, 8 pt below the list's top; the date overlay gives way to it).
    open func layoutFloatingButtons(list: CGRect) {
        let margin = directionalLayoutMargins.trailing
        let size = scrollToBottomButton.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        let x = isRightToLeft ? margin : list.maxX - margin - size.width
        scrollToBottomButton.frame = CGRect(
            x: x, y: list.maxY - 8 - size.height, width: size.width, height: size.height)

        guard !jumpToUnreadMessagesButton.isHidden, let context = content?.context else { return }
        // A whole transcript shows every message, the first unread one too.
        if showsAllMessages {
            jumpToUnreadMessagesButton.isHidden = true
            return
        }
        messageListView.layoutIfNeeded()
        let firstUnread = ChatMessageListView.firstUnreadMessageId(
            in: messageListView.content?.messages ?? [], context: context)
        let visible = messageListView.bounds
        if let cell = messageListView.cells.first(where: { $0.messageContentView?.content?.id == firstUnread }),
            !cell.isHidden, cell.frame.minY >= visible.minY, cell.frame.maxY <= visible.maxY
        {
            jumpToUnreadMessagesButton.isHidden = true
            return
        }
        let pill = jumpToUnreadMessagesButton.sizeThatFits(CGSize(width: list.width, height: CGFloat.infinity))
        jumpToUnreadMessagesButton.frame = CGRect(
            x: ((list.width - pill.width) / 2).rounded(), y: list.minY + 8,
            width: pill.width, height: pill.height)
        dateOverlayView.isHidden = true
    }

    private var composerHeight: CGFloat {
        composerVC.sizeThatFits(CGSize(width: bounds.width, height: CGFloat.infinity)).height
    }

    /// Where a page of a tall image may break: above the list, between messages, above the composer.
    public var pageBreaks: [CGFloat] {
        let list = messageListView.frame
        return [list.minY] + messageListView.rowBoundaries.map { list.minY + $0 } + [list.maxY]
    }

    /// The height needed to show every message (for tall images).
    public func fullHeight(width: CGFloat) -> CGFloat {
        ChatChannelHeaderView.height + messageListView.contentHeight(width: width)
            + composerVC.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
    }

    open override func layoutSubviews() {
        let b = bounds
        let header = ChatChannelHeaderView.height
        let composer = composerHeight
        headerView.frame = CGRect(x: 0, y: 0, width: b.width, height: header)
        composerVC.frame = CGRect(x: 0, y: b.height - composer, width: b.width, height: composer)
        // The typing indicator sits over the list's bottom edge; the messages move up to stay visible.
        let typing = typingIndicatorView.isHidden ? 0 : TypingIndicatorView.height
        let list = CGRect(x: 0, y: header, width: b.width, height: max(0, b.height - header - composer))
        messageListView.frame = CGRect(x: 0, y: header, width: b.width, height: max(0, list.height - typing))
        typingIndicatorView.frame = CGRect(
            x: 0, y: list.maxY - TypingIndicatorView.height, width: b.width, height: TypingIndicatorView.height)
        layoutFloatingButtons(list: list)
        if !dateOverlayView.isHidden {
            messageListView.layoutIfNeeded()
            // The date of the topmost message still visible under the pill.
            let top = list.minY + 8
            let cell = messageListView.cells.first { !$0.isHidden && list.minY + $0.frame.maxY > top }
            // A whole transcript's rows are built as pages draw them; its top row is the oldest message.
            let topMessage =
                showsAllMessages ? messageListView.content?.messages.first : cell?.messageContentView?.content
            if let message = topMessage, let context = content?.context {
                dateOverlayView.content = MessageDateSeparatorFormatter.string(
                    for: message.createdAt, timeZone: context.timeZone)
            }
            let size = dateOverlayView.sizeThatFits(CGSize(width: b.width, height: CGFloat.infinity))
            dateOverlayView.frame = CGRect(
                x: ((b.width - size.width) / 2).rounded(), y: top, width: size.width, height: size.height)
        }
    }
}
