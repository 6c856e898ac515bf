import Foundation
import StreamChat
import UIKit

/// The message list (the SDK's `ChatMessageListVC`): the messages its `dataSource` gives, in `listView`, a table view
/// whose cells come from `tableView(_:cellForRowAt:)` (row 0 the newest message; overridable), with the typing
/// indicator, the date overlay and the scroll-to-bottom and jump-to-unread buttons over it. `ChatChannelVC` and
/// `ChatThreadVC` make it from `Components.messageListVC`, so an app's subclass registered there is what a render
/// draws.
open class ChatMessageListVC: _ViewController, UITableViewDataSource, UITableViewDelegate {
    /// What `Components` makes from the slot's type (`required`, so a subclass inherits or declares it).
    public required convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Where the messages come from.
    public weak var dataSource: ChatMessageListVCDataSource? {
        didSet { updateContentIfNeeded() }
    }
    /// Told of what happens in the list.
    public weak var delegate: ChatMessageListVCDelegate?
    /// The client (set by the channel or thread screen).
    public var client: ChatClient!
    /// chatshot: what the render draws (its moment, a whole transcript, mid-scroll); set by the channel or thread
    /// view controller.
    public var screenOptions = ScreenOptions()
    /// In a thread: the parent message (its replies counter shows under it).
    var threadParentMessage: ChatMessage?

    /// The table view showing the messages.
    open private(set) lazy var listView: ChatMessageListView = components.messageListView.init()
    /// Replies to a swiped message (nobody swipes a still picture: its `onReply` is kept, never called).
    open lazy var swipeToReplyGestureHandler = SwipeToReplyGestureHandler(listView: self.listView)
    /// The pill with the date of the topmost message, shown while scrolling.
    open private(set) lazy var dateOverlayView: ChatMessageListScrollOverlayView = components
        .messageListScrollOverlayView.init()
    /// Who is typing, over the list's bottom edge.
    open private(set) lazy var typingIndicatorView: TypingIndicatorView = components.typingIndicatorView.init()
    /// The height of the typing indicator.
    open private(set) var typingIndicatorViewHeight: CGFloat = 28
    /// The button that scrolls to the newest message (shown while the list is scrolled up, with the unread count).
    open private(set) lazy var scrollToBottomButton: ScrollToBottomButton = components.scrollToBottomButton.init()
    /// "N unread" at the top of the list (`Components.isJumpToUnreadEnabled`) while the first unread message is out
    /// of sight.
    open private(set) lazy var jumpToUnreadMessagesButton: JumpToUnreadMessagesButton =
        components.jumpToUnreadMessagesButton.init()
    /// A view above the oldest message (an app's loading indicator while older messages load).
    public var headerView: UIView?
    /// A view below the newest message (an app's loading indicator while newer messages load).
    public var footerView: UIView?

    /// Whether typing events show (`Components.isTypingIndicatorEnabled` and the channel's config).
    open var isTypingEventsEnabled: Bool {
        components.isTypingIndicatorEnabled && dataSource?.channel(for: self)?.config.typingEventsEnabled == true
    }
    /// Whether the date pill shows while scrolling (`Components.messageListDateOverlayEnabled`).
    open var isDateOverlayEnabled: Bool { components.messageListDateOverlayEnabled }
    /// Whether messages are grouped under date separators (`Components.messageListDateSeparatorEnabled`).
    open var isDateSeparatorEnabled: Bool { components.messageListDateSeparatorEnabled }
    /// Whether the scroll-to-bottom button shows (while the picture is mid-scroll).
    open var isScrollToBottomButtonVisible: Bool { screenOptions.isScrolling }
    /// Whether the jump-to-unread pill may show.
    open var isJumpToUnreadMessagesButtonVisible: Bool {
        components.isJumpToUnreadEnabled && (delegate?.chatMessageListShouldShowJumpToUnread(self) ?? false)
    }

    open override func setUp() {
        super.setUp()
        listView.dataSource = self
        listView.delegate = self
    }

    open override func setUpLayout() {
        super.setUpLayout()
        addSubview(listView)
        addSubview(typingIndicatorView)
        addSubview(dateOverlayView)
        addSubview(jumpToUnreadMessagesButton)
        addSubview(scrollToBottomButton)
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    /// The messages of the list's picture (oldest first), in the context the render gives.
    private var shownContext: MessageListContext? {
        guard let dataSource, let channel = dataSource.channel(for: self),
            let user = OfflineChatStore.current.currentUser
        else { return nil }
        return MessageListContext(
            channel: channel, currentUser: user, now: screenOptions.now ?? Date(),
            timeZone: screenOptions.timeZone, isInThread: threadParentMessage != nil)
    }

    /// Gives `listView` the data source's messages (oldest first) with the channel and the render's user, and
    /// shows the typing indicator, date overlay and buttons as the picture has them.
    open override func updateContent() {
        super.updateContent()
        guard let dataSource, let context = shownContext else { return }
        let channel = context.channel
        let count = dataSource.numberOfMessages(in: self)
        let newestFirst = (0..<count).compactMap {
            dataSource.chatMessageListVC(self, messageAt: IndexPath(item: $0, section: 0))
        }
        listView.showsAllMessages = screenOptions.showsAllRows
        // With the screen's size known, the list builds only the messages that can show.
        listView.visibleSizeHint = screenOptions.visibleSize
        listView.content = .init(
            messages: newestFirst.reversed(), context: context, threadParent: threadParentMessage)
        for row in 0..<count {
            delegate?.chatMessageListVC(self, willDisplayMessageAt: IndexPath(item: row, section: 0))
        }
        let typing = channel.typingUsers.filter { $0.id != context.currentUser.id }
        typingIndicatorView.content = typing
        typingIndicatorView.isHidden = typing.isEmpty || !isTypingEventsEnabled
        dateOverlayView.isHidden = !(screenOptions.isScrolling && isDateOverlayEnabled)
        let unread = channel.unreadCount
        scrollToBottomButton.content = unread
        scrollToBottomButton.isHidden = !isScrollToBottomButtonVisible
        jumpToUnreadMessagesButton.content = unread
        // Whether the first unread message is out of sight is known after layout.
        jumpToUnreadMessagesButton.isHidden =
            !(components.isJumpToUnreadEnabled && unread.messages > 0 && threadParentMessage == nil)
    }

    /// Where a page of a tall picture may break, in `view`'s coordinates: above the list, between its rows, below it.
    func pageBreaks(in view: UIView) -> [CGFloat] {
        let list = view.convert(listView.bounds, from: listView)
        return [list.minY] + listView.rowBoundaries.map { list.minY + $0 } + [list.maxY]
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSource?.numberOfMessages(in: self) ?? 0
    }

    /// The cell of a row (row 0 the newest message): a `ChatMessageCell` with the row's content view
    /// (`cellContentClassForMessage(at:)`) laid out for `cellLayoutOptionsForMessage(at:)`, its decorations and
    /// message. Override to change or wrap it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        listView.dequeueMessageCell(
            for: indexPath, contentViewClass: cellContentClassForMessage(at: indexPath),
            layoutOptions: cellLayoutOptionsForMessage(at: indexPath))
    }

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    // MARK: Layout

    /// The list fills the view, above the typing indicator when it shows; the buttons and the date overlay float
    /// over it.
    open override func layoutSubviews() {
        keepingFramePlacedSubviews { super.layoutSubviews() }
        let b = bounds
        // The typing indicator sits over the list's bottom edge; the messages move up to stay visible.
        let typing = typingIndicatorView.isHidden ? 0 : TypingIndicatorView.height
        listView.frame = CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - typing))
        typingIndicatorView.frame = CGRect(
            x: 0, y: b.height - TypingIndicatorView.height, width: b.width, height: TypingIndicatorView.height)
        layoutFloatingButtons()
        guard !dateOverlayView.isHidden else { return }
        listView.layoutIfNeeded()
        // The date of the topmost message still visible under the pill.
        let top: CGFloat = 8
        let cell = listView.cells.first { !$0.isHidden && $0.frame.maxY > top }
        // A whole transcript's rows are built as pages draw them; its top row is the oldest message.
        let topMessage =
            screenOptions.showsAllRows ? listView.content?.messages.first : cell?.messageContentView?.content
        if let message = topMessage {
            dateOverlayView.content = MessageDateSeparatorFormatter.string(
                for: message.createdAt, timeZone: screenOptions.timeZone)
        }
        let size = dateOverlayView.sizeThatFits(CGSize(width: b.width, height: CGFloat.infinity))
        dateOverlayView.frame = CGRect(
            x: ((b.width - size.width) / 2).rounded(), y: top, width: size.width, height: size.height)
    }

    /// Places the scroll-to-bottom button (trailing margin, 8 pt above the bottom) and the jump-to-unread pill
    /// (centred, 8 pt below the top; the date overlay gives way to it).
    open func layoutFloatingButtons() {
        let list = bounds
        let margin = directionalLayoutMargins.trailing
        let size = scrollToBottomButton.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        let x = isRightToLeft ? margin : list.maxX - margin - size.width
        scrollToBottomButton.frame = CGRect(
            x: x, y: list.maxY - 8 - size.height, width: size.width, height: size.height)

        guard !jumpToUnreadMessagesButton.isHidden, let context = listView.content?.context else { return }
        // A whole transcript shows every message, the first unread one too.
        if screenOptions.showsAllRows {
            jumpToUnreadMessagesButton.isHidden = true
            return
        }
        listView.layoutIfNeeded()
        let firstUnread = ChatMessageListView.firstUnreadMessageId(
            in: listView.content?.messages ?? [], context: context)
        let visible = listView.bounds
        if let cell = listView.cells.first(where: { $0.messageContentView?.content?.id == firstUnread }),
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

    /// The layout options of the message at a row: the data source's answer.
    open func cellLayoutOptionsForMessage(at indexPath: IndexPath) -> ChatMessageLayoutOptions {
        dataSource?.chatMessageListVC(self, messageLayoutOptionsAt: indexPath) ?? []
    }

    /// The content view class of the message at a row (`Components.messageContentView`).
    open func cellContentClassForMessage(at indexPath: IndexPath) -> ChatMessageContentView.Type {
        components.messageContentView
    }

    /// The attachment views of the message at a row (`Components.attachmentViewCatalog`).
    open func attachmentViewInjectorClassForMessage(at indexPath: IndexPath) -> AttachmentViewInjector.Type? {
        guard let message = dataSource?.chatMessageListVC(self, messageAt: indexPath) else { return nil }
        return components.attachmentViewCatalog.attachmentViewInjectorClassFor(message: message, components: components)
    }

    /// Shows who is typing.
    open func showTypingIndicator(typingUsers: [ChatUser]) {
        typingIndicatorView.content = typingUsers
        typingIndicatorView.isHidden = false
    }

    /// Hides the typing indicator.
    open func hideTypingIndicator() {
        typingIndicatorView.isHidden = true
    }

    /// Applies changes of the messages (a still picture redraws them all).
    open func updateMessages(with changes: [ListChange<ChatMessage>], completion: (() -> Void)? = nil) {
        updateContentIfNeeded()
        completion?()
    }

    /// Scrolls to the newest message (the list shows it already).
    open func scrollToBottom(animated: Bool = true) {}
    /// Scrolls to the oldest message (inert in a still picture).
    open func scrollToTop(animated: Bool = true) {}
    /// Called when the scroll-to-bottom button is tapped.
    open func didTapScrollToBottomButton() { scrollToBottom() }
    /// Shows the thread of a message (inert in a still picture).
    open func showThread(messageId: MessageId, at replyId: MessageId? = nil) {}
    /// A message's cell was tapped (inert in a still picture).
    open func didSelectMessageCell(at indexPath: IndexPath) {}

    /// A long press on the list (the SDK's `handleLongPress(_:)`): when it begins on a row, selects that row's
    /// message (`didSelectMessageCell(at:)`). A still picture receives no gestures; an app's override is kept.
    open func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        let location = gesture.location(in: listView)
        guard gesture.state == .began, let indexPath = listView.indexPathForRow(at: location) else { return }
        didSelectMessageCell(at: indexPath)
    }
    /// Jumps to the first unread message (inert in a still picture).
    open func jumpToUnreadMessage(animated: Bool = true, onHighlight: (@Sendable (IndexPath) -> Void)? = nil) {}
    /// Jumps to a message (inert in a still picture).
    public func jumpToMessage(id: MessageId, animated: Bool = true, onHighlight: ((IndexPath) -> Void)? = nil) {}

    // MARK: ChatMessageContentViewDelegate (taps: never in a still picture)

    /// The error indicator of a message was tapped (inert in a still picture).
    open func messageContentViewDidTapOnErrorIndicator(_ indexPath: IndexPath?) {}
    /// A message's thread replies were tapped (inert in a still picture).
    open func messageContentViewDidTapOnThread(_ indexPath: IndexPath?) {}
    /// A quoted message was tapped (inert in a still picture).
    open func messageContentViewDidTapOnQuotedMessage(_ quotedMessage: ChatMessage) {}
    /// An author's avatar was tapped (inert in a still picture).
    open func messageContentViewDidTapOnAvatarView(_ indexPath: IndexPath?) {}
    /// A message's reactions were tapped (inert in a still picture).
    open func messageContentViewDidTapOnReactionsView(_ indexPath: IndexPath?) {}
    /// A message's delivery status was tapped (inert in a still picture).
    open func messageContentViewDidTapOnDeliveryStatusIndicator(_ indexPath: IndexPath?) {}
    /// A mention was tapped (inert in a still picture).
    open func messageContentViewDidTapOnMentionedUser(_ mentionedUser: ChatUser) {}

    /// The row of a message, if the data source has it.
    public func getIndexPath(forMessageId messageId: MessageId) -> IndexPath? {
        guard let dataSource else { return nil }
        return dataSource.messages.firstIndex { $0.id == messageId }.map { IndexPath(item: $0, section: 0) }
    }
}

extension ChatMessageListVC: ChatMessageContentViewDelegate {}
