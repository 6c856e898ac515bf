import Foundation
import StreamChat
import UIKit

/// The message list (the SDK's `ChatMessageListVC`): the messages its `dataSource` gives, drawn by `listView` with
/// the cells of `Components`. `ChatChannelVC` and `ChatThreadVC` make it from `Components.messageListVC`, so an
/// app's subclass registered there is the one they hold.
///
/// chatshot: the channel screen draws its own `ChatMessageListView`; a `ChatMessageListVC` shown in a view tree
/// draws its `dataSource`'s messages in its `listView` (see docs/compatibility.md).
open class ChatMessageListVC: _ViewController {
    /// Where the messages come from.
    public weak var dataSource: ChatMessageListVCDataSource? {
        didSet { updateContentIfNeeded() }
    }
    /// Told of what happens in the list.
    public weak var delegate: ChatMessageListVCDelegate?
    /// The client (set by the channel or thread screen).
    public var client: ChatClient!

    /// The view drawing the messages.
    open private(set) lazy var listView: ChatMessageListView = ChatMessageListView()
    /// The pill with the date of the topmost message, shown while scrolling.
    open private(set) lazy var dateOverlayView = ChatMessageListScrollOverlayView()
    /// Who is typing, over the list's bottom edge.
    open private(set) lazy var typingIndicatorView = TypingIndicatorView()
    /// The height of the typing indicator.
    open private(set) var typingIndicatorViewHeight: CGFloat = 28
    /// The button that scrolls to the newest message.
    open private(set) lazy var scrollToBottomButton: ScrollToBottomButton = components.scrollToBottomButton.init()
    /// The "N unread" pill.
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
    /// Whether the scroll-to-bottom button shows (never in a still picture of the newest messages).
    open var isScrollToBottomButtonVisible: Bool { false }
    /// Whether the jump-to-unread pill may show.
    open var isJumpToUnreadMessagesButtonVisible: Bool {
        components.isJumpToUnreadEnabled && (delegate?.chatMessageListShouldShowJumpToUnread(self) ?? false)
    }

    open override func setUpLayout() {
        super.setUpLayout()
        addSubview(listView)
        listView.pin(to: self)
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    /// Gives `listView` the data source's messages (oldest first) with the channel and the render's user.
    open override func updateContent() {
        super.updateContent()
        guard let dataSource, let channel = dataSource.channel(for: self),
            let user = OfflineChatStore.current.currentUser
        else { return }
        let count = dataSource.numberOfMessages(in: self)
        let newestFirst = (0..<count).compactMap {
            dataSource.chatMessageListVC(self, messageAt: IndexPath(item: $0, section: 0))
        }
        listView.content = .init(
            messages: newestFirst.reversed(),
            context: MessageListContext(
                channel: channel, currentUser: user, now: Date(),
                timeZone: .current))
        for row in 0..<count {
            delegate?.chatMessageListVC(self, willDisplayMessageAt: IndexPath(item: row, section: 0))
        }
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
