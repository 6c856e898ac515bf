import ChatCanvas
import Foundation

/// The channel list screen (the SDK's `ChatChannelListVC`): the navigation bar, then one
/// `Components.channelContentView` row (64 pt) per channel with a 1-pt borderCoreDefault separator below each,
/// or the empty state when there are no channels.
open class ChatChannelListScreen: UIView {
    public struct Content {
        public var channels: [ChatChannel]
        public var currentUser: ChatUser
        public var now: Date
        public var timeZone: TimeZone
        public init(channels: [ChatChannel], currentUser: ChatUser, now: Date, timeZone: TimeZone) {
            self.channels = channels; self.currentUser = currentUser; self.now = now; self.timeZone = timeZone
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public private(set) lazy var headerView = ChatChannelListHeaderView()
    public let emptyView = ChatChannelListEmptyView()
    /// Where a page of a tall image may break: between rows.
    public var pageBreaks: [Double] { separatorViews.map(\.frame.maxY) }

    /// The rows, in the transcript's order (a query-channels response is already sorted).
    public private(set) var itemViews: [ChatChannelListItemView] = []
    public private(set) var separatorViews: [UIView] = []
    /// Separator thickness (1 / screen scale in the SDK: 1 pt in the 1× references).
    public var separatorHeight = 1.0
    /// Grow to show every row instead of clipping at the bottom (the `--full` option).
    public var showsAllChannels = false

    open override class var customizableSubviewNames: [String] { ["headerView", "emptyView"] }
    open override func customizableSubviews() -> [String: UIView] { ["headerView": headerView, "emptyView": emptyView] }

    open override func setUpLayout() {
        skipsOffscreenSubviews = true
        addSubview(emptyView)
        addSubview(headerView)
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    open override func updateContent() {
        for v in itemViews + separatorViews { v.removeFromSuperview() }
        itemViews = []
        separatorViews = []
        guard let content else { return }
        headerView.content = content.currentUser
        for channel in content.channels {
            let item = components.channelContentView.init()
            addSubview(item)
            item.content = .init(channel: channel, currentUserId: content.currentUser.id, now: content.now, timeZone: content.timeZone)
            let separator = UIView()
            separator.backgroundColor = appearance.colorPalette.borderCoreDefault
            addSubview(separator)
            itemViews.append(item)
            separatorViews.append(separator)
        }
        // The empty state is one of the list's states, off by default (`isChatChannelListStatesEnabled`).
        emptyView.isHidden = !content.channels.isEmpty || !components.isChatChannelListStatesEnabled
        bringSubviewToFront(headerView)
    }

    private func rowHeight(_ item: UIView, width: Double) -> Double {
        item.sizeThatFits(Size(width: width, height: .infinity)).height
    }

    /// The height needed to show every row.
    public func fullHeight(width: Double) -> Double {
        ChatChannelListHeaderView.height + itemViews.map { rowHeight($0, width: width) + separatorHeight }.reduce(0, +)
    }

    open override func layoutSubviews() {
        let b = bounds
        let header = ChatChannelListHeaderView.height
        headerView.frame = Rect(x: 0, y: 0, width: b.width, height: header)
        emptyView.frame = Rect(x: 0, y: header, width: b.width, height: max(0, b.height - header))
        var y = header
        for (item, separator) in zip(itemViews, separatorViews) {
            let h = rowHeight(item, width: b.width)
            item.frame = Rect(x: 0, y: y, width: b.width, height: h)
            y += h
            separator.frame = Rect(x: 0, y: y, width: b.width, height: separatorHeight)
            y += separatorHeight
        }
    }
}
