import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The message list (a table view, as in the SDK): newest message at the bottom (the SDK's inverted table), or at the
/// top when `shouldMessagesStartAtTheTop`. Its rows come from its `dataSource`'s `tableView(_:cellForRowAt:)`
/// (`ChatMessageListVC`'s, row 0 the newest message, as in the SDK), else it builds them itself: a cell per message
/// from `Components` and the layout options resolver, with date separators, the unread separator and (in threads)
/// the replies counter as decorations.
open class ChatMessageListView: UITableView, Customizable, ComponentsProvider, StreamView, PagedScreen {
    public struct Content {
        /// Oldest first.
        public var messages: [ChatMessage]
        public var context: MessageListContext
        /// In a thread: the parent message (shown first, with the replies counter under it).
        public var threadParent: ChatMessage?
        public init(messages: [ChatMessage], context: MessageListContext, threadParent: ChatMessage? = nil) {
            self.messages = messages
            self.context = context
            self.threadParent = threadParent
        }
    }

    public var content: Content? { didSet { rebuild() } }
    /// Draw every message, growing the list instead of clipping at the top (the tall-image option). The rows are
    /// then built on demand: measured one at a time, and built for drawing only where a canvas shows them (see
    /// `prepareSubviews(visible:)`), so a transcript of any length costs the memory of one page.
    public var showsAllMessages = false
    /// The largest size the list can have (its screen's), set before `content`: then only the messages that can
    /// reach the visible part are built — the newest (or, starting at the top, the oldest) that fill it, and one
    /// more — so a transcript of many thousands of messages costs what a screenful does.
    public var visibleSizeHint: CGSize?
    /// The built rows, oldest first: every row that can show, or with `showsAllMessages` those of the last page drawn.
    public private(set) var rowCells: [UITableViewCell] = []
    /// The built rows that are message cells, oldest first.
    public var cells: [ChatMessageCell] { rowCells.compactMap { $0 as? ChatMessageCell } }
    /// A plain list made from its type (`Components.messageListView.init()`).
    public required convenience init() { self.init(frame: .zero, style: .plain) }

    open override var visibleCells: [UITableViewCell] { rowCells.filter { !$0.isHidden } }
    open override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard let count = content?.messages.count else { return nil }
        return zip(rowCells, cellRows).first { count - 1 - $0.1 == indexPath.row }?.0
    }
    /// The message index of each built row.
    private var cellRows: [Int] = []
    /// What building a row needs, kept for rows built on demand.
    private var rowSource: RowSource?
    /// The rows' heights at a width (`showsAllMessages`).
    private var measuredRows: (width: CGFloat, heights: [CGFloat])?

    /// Space above the first row.
    static let topInset = 8.0

    let streamState = StreamViewState()

    open func setUp() {}
    open func setUpLayout() {}
    open func updateContent() {}

    public var appearance: Appearance {
        get { inheritedAppearance }
        set { streamState.appearance = newValue }
    }
    public var components: Components {
        get { inheritedComponents }
        set { streamState.components = newValue }
    }
    open override var tintColor: UIColor! {
        get { inheritedTintColor }
        set {
            streamState.tintColor = newValue
            super.tintColor = newValue
        }
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setUpIfInDrawnTree()
    }

    // Manifest customization (see `StreamView`).
    open class var customizableSubviewNames: [String] { [] }
    open func customizableSubviews() -> [String: UIView] { [:] }
    @discardableResult
    open func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        applyUIKitOverrideProperty(name, value)
    }
    open func evaluateOverrideCondition(_ condition: Condition) -> Bool { true }
    open var appliesOverrideLayoutAfterSetUpLayout: Bool { true }

    open func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        clipsToBounds = true
        skipsOffscreenSubviews = true
    }

    /// Rebuilds the rows for the content.
    public func rebuild() {
        removeCells()
        measuredRows = nil
        rowSource = nil
        guard let content else { return }
        let source = RowSource(content: content, components: components)
        rowSource = source
        if showsAllMessages { return }  // built when measured or drawn

        let startsAtTop = components.shouldMessagesStartAtTheTop
        // Which messages to build: all, or those that can reach the visible part (see `visibleSizeHint`).
        var order = Array(content.messages.indices)
        if !startsAtTop { order.reverse() }
        let limit = visibleSizeHint.map { (width: $0.width, height: $0.height) }
        var filled = 0.0
        var built: [(index: Int, cell: UITableViewCell)] = []
        UIView.performLayoutPass {
            for i in order {
                if let limit, filled > limit.height { break }
                let cell = makeCell(at: i, source: source)
                built.append((i, cell))
                if let limit { filled += cell.measure(CGSize(width: limit.width, height: CGFloat.infinity)).height }
            }
        }
        built.sort { $0.index < $1.index }
        rowCells = built.map(\.cell)
        cellRows = built.map(\.index)
        for cell in rowCells { bringSubviewToFront(cell) }  // drawn oldest first, whatever order they were built in
    }

    private func removeCells() {
        for c in rowCells { c.removeFromSuperview() }
        rowCells = []
        cellRows = []
    }

    /// The components and per-list facts every row is built from.
    @preconcurrency @MainActor
    private struct RowSource {
        let content: Content
        let resolver: ChatMessageLayoutOptionsResolver
        let newestFirst: AnyRandomAccessCollection<ChatMessage>
        let firstUnreadId: String?
        let calendar: Calendar

        init(content: Content, components: Components) {
            self.content = content
            resolver = components.messageLayoutOptionsResolver
            resolver.isMessageEditedLabelEnabled = components.isMessageEditedLabelEnabled
            resolver.isMessageAutoTranslationEnabled = components.messageAutoTranslationEnabled
            newestFirst = AnyRandomAccessCollection(Array(content.messages.reversed()))
            firstUnreadId = ChatMessageListView.firstUnreadMessageId(in: content.messages, context: content.context)
            calendar = content.context.calendar
        }
    }

    /// The row of the message at `i` (oldest first), added to the list: the data source's cell for its row (row 0
    /// the newest message), else the list's own.
    private func makeCell(at i: Int, source: RowSource) -> UITableViewCell {
        let indexPath = IndexPath(row: source.content.messages.count - 1 - i, section: 0)
        guard let dataSource else { return messageCell(at: i, source: source) }
        building = (source, i)
        defer { building = nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if cell.superview !== self { addSubview(cell) }
        return cell
    }

    /// The row being asked of the data source (what `dequeueReusableCell(…)` fills).
    private var building: (source: RowSource, index: Int)?

    /// The message index (oldest first) and row source of a row (row 0 the newest message), if the list has it.
    private func row(at indexPath: IndexPath) -> (index: Int, source: RowSource)? {
        if let (source, i) = building, source.content.messages.count - 1 - i == indexPath.row { return (i, source) }
        guard let content else { return nil }
        let i = content.messages.count - 1 - indexPath.row
        guard content.messages.indices.contains(i) else { return nil }
        return (i, rowSource ?? RowSource(content: content, components: components))
    }

    /// The message list's own cell for a row (row 0 the newest message), added to the list: what
    /// `ChatMessageListVC.tableView(_:cellForRowAt:)` returns by default. The content view is `contentViewClass`,
    /// laid out for `layoutOptions` (nil: the resolver's, `resolvedLayoutOptions(at:)`).
    func dequeueMessageCell(
        for indexPath: IndexPath, contentViewClass: ChatMessageContentView.Type? = nil,
        layoutOptions: ChatMessageLayoutOptions? = nil
    ) -> ChatMessageCell {
        guard let (i, source) = row(at: indexPath) else { return ChatMessageCell() }
        return messageCell(at: i, source: source, contentViewClass: contentViewClass, layoutOptions: layoutOptions)
    }

    /// The layout options of a row (row 0 the newest message): `Components.messageLayoutOptionsResolver`'s for the
    /// list's messages, without the thread info inside a thread; empty for a row the list does not have.
    func resolvedLayoutOptions(at indexPath: IndexPath) -> ChatMessageLayoutOptions {
        guard let (i, source) = row(at: indexPath) else { return [] }
        return resolvedLayoutOptions(at: i, source: source)
    }

    private func resolvedLayoutOptions(at i: Int, source: RowSource) -> ChatMessageLayoutOptions {
        let content = source.content
        source.resolver.context = content.context
        var options = source.resolver.optionsForMessage(
            at: IndexPath(item: content.messages.count - 1 - i, section: 0), in: content.context.channel,
            with: source.newestFirst, appearance: appearance)
        if content.context.isInThread { options.remove(.threadInfo) }
        return options
    }

    /// The list's own cell of the message at `i` (oldest first), added to the list.
    private func messageCell(
        at i: Int, source: RowSource, contentViewClass: ChatMessageContentView.Type? = nil,
        layoutOptions: ChatMessageLayoutOptions? = nil
    ) -> ChatMessageCell {
        let comps = components
        let content = source.content
        let message = content.messages[i]
        let options = layoutOptions ?? resolvedLayoutOptions(at: i, source: source)
        let cell = ChatMessageCell()
        addSubview(cell)
        var header: [UIView] = []
        let previous = i > 0 ? content.messages[i - 1] : nil
        if comps.messageListDateSeparatorEnabled,
            previous == nil || !source.calendar.isDate(previous!.createdAt, inSameDayAs: message.createdAt)
        {
            let sep = comps.messageListDateSeparatorView.init()
            sep.content = MessageDateSeparatorFormatter.string(
                for: message.createdAt, timeZone: content.context.timeZone)
            header.append(sep)
        }
        if comps.isUnreadMessagesSeparatorEnabled, message.id == source.firstUnreadId {
            let unread = comps.unreadMessagesCounterDecorationView.init()
            header.append(unread)
        }
        var footer: [UIView] = []
        if content.context.isInThread, let parent = content.threadParent, parent.id == message.id,
            comps.threadRepliesCounterEnabled
        {
            let counter = comps.threadRepliesCounterDecorationView.init()
            counter.content = parent
            footer.append(counter)
        }
        let contentView = (contentViewClass ?? comps.messageContentView).init()
        contentView.context = content.context
        if !message.isDeleted && message.type != .system && (!message.attachments.isEmpty || message.poll != nil) {
            contentView.attachmentViewInjectorType = comps.attachmentViewCatalog.attachmentViewInjectorClassFor(
                message: message, components: comps)
        }
        cell.configure(contentView: contentView, options: options, header: header, footer: footer)
        contentView.content = message
        return cell
    }

    /// The oldest message from someone else newer than the current user's last read (nil when all are read), as the
    /// SDK finds it: by time, wherever the list shows it (the first of equal times in the list's order).
    static func firstUnreadMessageId(in messages: [ChatMessage], context: MessageListContext) -> String? {
        guard let read = context.channel.reads.first(where: { $0.user.id == context.currentUser.id }) else {
            return nil
        }
        // Silent messages never count as unread.
        let unread = messages.filter {
            !$0.isSentByCurrentUser && $0.createdAt > read.lastReadAt && $0.type != .system && !$0.isSilent
        }
        return unread.min { $0.createdAt < $1.createdAt }?.id
    }

    /// The heights of the rows at a width: the built rows', or with `showsAllMessages` every message's (each row
    /// built, measured and let go in turn; remembered for the width).
    public func cellHeights(width: CGFloat) -> [CGFloat] {
        guard showsAllMessages else {
            // One layout pass, so nested stacks (polls) measure each view once.
            return UIView.performLayoutPass {
                rowCells.map { $0.measure(CGSize(width: width, height: CGFloat.infinity)).height }
            }
        }
        if let measured = measuredRows, measured.width == width { return measured.heights }
        guard let source = rowSource else { return [] }
        let heights = UIView.performLayoutPass {
            source.content.messages.indices.map { i -> CGFloat in
                let cell = makeCell(at: i, source: source)
                defer { cell.removeFromSuperview() }
                return cell.measure(CGSize(width: width, height: CGFloat.infinity)).height
            }
        }
        measuredRows = (width, heights)
        return heights
    }

    /// Where one message ends and the next begins, in this view's coordinates (where a page may break).
    public var rowBoundaries: [CGFloat] {
        guard showsAllMessages else { return rowCells.map(\.frame.maxY) }
        var y = Self.topInset
        return cellHeights(width: bounds.width).map {
            y += $0
            return y
        }
    }

    /// The height all messages need (for tall images).
    public func contentHeight(width: CGFloat) -> CGFloat { cellHeights(width: width).reduce(0, +) + Self.topInset }

    /// Drawn on its own (`--screen messages`), the list is as tall as its messages.
    public func fullHeight(width: CGFloat) -> CGFloat { contentHeight(width: width) }
    public var pageBreaks: [CGFloat] { rowBoundaries }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        showsAllMessages ? CGSize(width: size.width, height: contentHeight(width: size.width)) : size
    }

    open override func layoutSubviews() {
        let b = bounds
        let heights = cellHeights(width: b.width)
        if showsAllMessages {
            var y = Self.topInset
            var tops: [CGFloat] = []
            tops.reserveCapacity(heights.count)
            for h in heights {
                tops.append(y)
                y += h
            }
            for (cell, row) in zip(rowCells, cellRows) {
                cell.frame = CGRect(x: 0, y: tops[row], width: b.width, height: heights[row])
            }
        } else if components.shouldMessagesStartAtTheTop {
            var y = Self.topInset
            for (cell, h) in zip(rowCells, heights) {
                cell.frame = CGRect(x: 0, y: y, width: b.width, height: h)
                y += h
            }
        } else {
            var y = b.height
            for (cell, h) in zip(rowCells, heights).reversed() {
                y -= h
                cell.frame = CGRect(x: 0, y: y, width: b.width, height: h)
                cell.isHidden = y + h < 0
            }
        }
    }

    /// With `showsAllMessages`: builds and lays out the rows that reach `visible` (and 64 pt around it, as far as
    /// drawing may spill), and lets go of the others.
    open override func prepareSubviews(visible: CGRect) {
        guard showsAllMessages, let source = rowSource else { return }
        let width = bounds.width
        let heights = cellHeights(width: width)
        let top = visible.minY - 64
        let bottom = visible.maxY + 64
        var wanted: [Int] = []
        var y = Self.topInset
        for (row, h) in heights.enumerated() {
            if y > bottom { break }
            if y + h >= top { wanted.append(row) }
            y += h
        }
        guard wanted != cellRows else { return }
        removeCells()
        UIView.performLayoutPass {
            rowCells = wanted.map { makeCell(at: $0, source: source) }
            cellRows = wanted
            layoutSubviews()
            for cell in rowCells { cell.layoutIfNeeded() }
        }
    }
}
