import ChatCanvas
import Foundation

/// The message list: newest message at the bottom (the SDK's inverted table), or at the top when
/// `shouldMessagesStartAtTheTop`. Builds a cell per message from `Components` and the layout options resolver,
/// with date separators, the unread separator and (in threads) the replies counter as decorations.
open class ChatMessageListView: UIView {
    public struct Content {
        /// Oldest first.
        public var messages: [ChatMessage]
        public var context: MessageListContext
        /// In a thread: the parent message (shown first, with the replies counter under it).
        public var threadParent: ChatMessage?
        public init(messages: [ChatMessage], context: MessageListContext, threadParent: ChatMessage? = nil) {
            self.messages = messages; self.context = context; self.threadParent = threadParent
        }
    }

    public var content: Content? { didSet { rebuild() } }
    /// Draw every message, growing the list instead of clipping at the top (the tall-image option).
    public var showsAllMessages = false
    /// The largest size the list can have (its screen's), set before `content`: then only the messages that can
    /// reach the visible part are built — the newest (or, starting at the top, the oldest) that fill it, and one
    /// more — so a transcript of many thousands of messages costs what a screenful does.
    public var visibleSizeHint: Size?
    public private(set) var cells: [ChatMessageCell] = []

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        clipsToBounds = true
        skipsOffscreenSubviews = true
    }

    /// Rebuilds the cells for the content.
    public func rebuild() {
        for c in cells { c.removeFromSuperview() }
        cells = []
        guard let content else { return }
        let comps = components
        let resolver = comps.messageLayoutOptionsResolver
        resolver.isMessageEditedLabelEnabled = comps.isMessageEditedLabelEnabled
        resolver.isMessageAutoTranslationEnabled = comps.messageAutoTranslationEnabled
        resolver.context = content.context
        let newestFirst = Array(content.messages.reversed())
        let collection = AnyRandomAccessCollection(newestFirst)
        let channel = content.context.channel
        let firstUnreadId = ChatMessageListView.firstUnreadMessageId(in: content.messages, context: content.context)
        let calendar = content.context.calendar

        let startsAtTop = comps.shouldMessagesStartAtTheTop || showsAllMessages
        // Which messages to build: all, or those that can reach the visible part (see `visibleSizeHint`).
        var order = Array(content.messages.indices)
        if !startsAtTop { order.reverse() }
        let limit = showsAllMessages ? nil : visibleSizeHint.map { (width: $0.width, height: $0.height) }
        var filled = 0.0
        var built: [(index: Int, cell: ChatMessageCell)] = []
        UIView.performLayoutPass {
            for i in order {
                if let limit, filled > limit.height { break }
                let cell = makeCell(at: i, content: content, resolver: resolver, collection: collection,
                                    firstUnreadId: firstUnreadId, calendar: calendar, channel: channel)
                built.append((i, cell))
                if let limit { filled += cell.measure(Size(width: limit.width, height: .infinity)).height }
            }
        }
        cells = built.sorted { $0.index < $1.index }.map(\.cell)
        for cell in cells { bringSubviewToFront(cell) }   // drawn oldest first, whatever order they were built in
    }

    /// The cell of the message at `i` (oldest first), added to the list.
    private func makeCell(at i: Int, content: Content, resolver: ChatMessageLayoutOptionsResolver,
                          collection: AnyRandomAccessCollection<ChatMessage>, firstUnreadId: String?, calendar: Calendar,
                          channel: ChatChannel) -> ChatMessageCell {
        let comps = components
        let message = content.messages[i]
        let newestIndex = content.messages.count - 1 - i
        var options = resolver.optionsForMessage(at: IndexPath(item: newestIndex, section: 0), in: channel, with: collection,
                                                 appearance: appearance)
        if content.context.isInThread { options.remove(.threadInfo) }
        let cell = ChatMessageCell()
        addSubview(cell)
        var header: [UIView] = []
        let previous = i > 0 ? content.messages[i - 1] : nil
        if comps.messageListDateSeparatorEnabled,
           previous == nil || !calendar.isDate(previous!.createdAt, inSameDayAs: message.createdAt) {
            let sep = comps.messageListDateSeparatorView.init()
            sep.content = MessageDateSeparatorFormatter.string(for: message.createdAt, timeZone: content.context.timeZone)
            header.append(sep)
        }
        if comps.isUnreadMessagesSeparatorEnabled, message.id == firstUnreadId {
            let unread = comps.unreadMessagesCounterDecorationView.init()
            header.append(unread)
        }
        var footer: [UIView] = []
        if content.context.isInThread, let parent = content.threadParent, parent.id == message.id, comps.threadRepliesCounterEnabled {
            let counter = comps.threadRepliesCounterDecorationView.init()
            counter.content = parent
            footer.append(counter)
        }
        let contentView = comps.messageContentView.init()
        contentView.context = content.context
        if !message.isDeleted && message.type != .system && (!message.attachments.isEmpty || message.poll != nil) {
            contentView.attachmentViewInjectorType = comps.attachmentViewCatalog.attachmentViewInjectorClassFor(message: message, components: comps)
        }
        cell.configure(contentView: contentView, options: options, header: header, footer: footer)
        contentView.content = message
        return cell
    }

    /// The first message from someone else newer than the current user's last read (nil when all are read).
    static func firstUnreadMessageId(in messages: [ChatMessage], context: MessageListContext) -> String? {
        guard let read = context.channel.reads.first(where: { $0.user.id == context.currentUser.id }) else { return nil }
        // Silent messages never count as unread.
        return messages.first { !$0.isSentByCurrentUser && $0.createdAt > read.lastReadAt && $0.type != .system && !$0.isSilent }?.id
    }

    /// The heights of the cells at a width.
    public func cellHeights(width: Double) -> [Double] {
        // One layout pass, so nested stacks (polls) measure each view once.
        UIView.performLayoutPass { cells.map { $0.measure(Size(width: width, height: .infinity)).height } }
    }

    /// Where one message ends and the next begins, in this view's coordinates (where a page may break).
    public var rowBoundaries: [Double] { cells.map(\.frame.maxY) }

    /// The height all messages need (for tall images).
    public func contentHeight(width: Double) -> Double { cellHeights(width: width).reduce(0, +) + 8 }

    open override func sizeThatFits(_ size: Size) -> Size {
        showsAllMessages ? Size(width: size.width, height: contentHeight(width: size.width)) : size
    }

    open override func layoutSubviews() {
        let b = bounds
        let heights = cellHeights(width: b.width)
        let startsAtTop = components.shouldMessagesStartAtTheTop || showsAllMessages
        if startsAtTop {
            var y = 8.0
            for (cell, h) in zip(cells, heights) {
                cell.frame = Rect(x: 0, y: y, width: b.width, height: h)
                y += h
            }
        } else {
            var y = b.height
            for (cell, h) in zip(cells, heights).reversed() {
                y -= h
                cell.frame = Rect(x: 0, y: y, width: b.width, height: h)
                cell.isHidden = y + h < 0
            }
        }
    }
}
