import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The channel list screen (the SDK's `ChatChannelListVC`): the navigation bar, then one
/// `Components.channelContentView` row (64 pt) per channel with a 1-pt borderCoreDefault separator below each.
/// With `isChatChannelListStatesEnabled` it shows the list's states as the SDK does: the empty view when there are
/// no channels, the loading view (skeleton rows) while loading, the error banner at the bottom when loading failed.
open class ChatChannelListScreen: _View, PagedScreen {
    public struct Content {
        public var channels: [ChatChannel]
        public var currentUser: ChatUser
        public var now: Date
        public var timeZone: TimeZone
        /// Loaded, loading or failed (the transcript's `state`).
        public var state: ListLoadingState
        public init(
            channels: [ChatChannel], currentUser: ChatUser, now: Date, timeZone: TimeZone,
            state: ListLoadingState = .loaded
        ) {
            self.channels = channels
            self.currentUser = currentUser
            self.now = now
            self.timeZone = timeZone
            self.state = state
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public private(set) lazy var headerView = ChatChannelListHeaderView()
    public let emptyView = ChatChannelListEmptyView()
    public private(set) lazy var loadingView: ChatChannelListLoadingView = components.channelListLoadingView.init()
    public private(set) lazy var errorView: ChatChannelListErrorView = components.channelListErrorView.init()
    /// Where a page of a tall image may break: between rows.
    public var pageBreaks: [CGFloat] { separatorViews.map(\.frame.maxY) }

    /// The rows, in the transcript's order (a query-channels response is already sorted).
    public private(set) var itemViews: [ChatChannelListItemView] = []
    public private(set) var separatorViews: [UIView] = []
    /// Separator thickness (1 / screen scale in the SDK: 1 pt in the 1× references).
    public var separatorHeight = 1.0
    /// Grow to show every row instead of clipping at the bottom (the `--full` option).
    public var showsAllChannels = false

    open override class var customizableSubviewNames: [String] {
        ["headerView", "emptyView", "loadingView", "errorView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["headerView": headerView, "emptyView": emptyView, "loadingView": loadingView, "errorView": errorView]
    }

    open override func setUpLayout() {
        skipsOffscreenSubviews = true
        addSubview(emptyView)
        addSubview(loadingView)
        addSubview(errorView)
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
        // With the screen's size known, only the rows that can show are built (a list of many thousands of
        // channels costs what a screenful does); `showsAllChannels` builds them all.
        let limit = showsAllChannels || bounds.width <= 0 ? nil : bounds.size
        var filled = ChatChannelListHeaderView.height
        for channel in content.channels {
            if let limit, filled > limit.height { break }
            let item = components.channelContentView.init()
            addSubview(item)
            item.content = .init(
                channel: channel, currentUserId: content.currentUser.id, now: content.now, timeZone: content.timeZone)
            let separator = UIView()
            separator.backgroundColor = appearance.colorPalette.borderCoreDefault
            addSubview(separator)
            itemViews.append(item)
            separatorViews.append(separator)
            if let limit { filled += rowHeight(item, width: limit.width) + separatorHeight }
        }
        // The empty, loading and error states are off by default (`isChatChannelListStatesEnabled`).
        let states = components.isChatChannelListStatesEnabled
        emptyView.isHidden = !states || content.state != .loaded || !content.channels.isEmpty
        loadingView.isHidden = !states || content.state != .loading
        if states && content.state == .error { errorView.show() } else { errorView.hide() }
        for v in [loadingView, errorView, headerView] { bringSubviewToFront(v) }
    }

    private func rowHeight(_ item: UIView, width: CGFloat) -> CGFloat {
        item.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
    }

    /// The height needed to show every row.
    public func fullHeight(width: CGFloat) -> CGFloat {
        ChatChannelListHeaderView.height + itemViews.map { rowHeight($0, width: width) + separatorHeight }.reduce(0, +)
    }

    open override func layoutSubviews() {
        let b = bounds
        let header = ChatChannelListHeaderView.height
        headerView.frame = CGRect(x: 0, y: 0, width: b.width, height: header)
        emptyView.frame = CGRect(x: 0, y: header, width: b.width, height: max(0, b.height - header))
        loadingView.frame = emptyView.frame
        let error = errorView.channelListErrorViewHeight
        errorView.frame = CGRect(x: 0, y: b.height - error, width: b.width, height: error)
        var y = header
        for (item, separator) in zip(itemViews, separatorViews) {
            let h = rowHeight(item, width: b.width)
            item.frame = CGRect(x: 0, y: y, width: b.width, height: h)
            y += h
            separator.frame = CGRect(x: 0, y: y, width: b.width, height: separatorHeight)
            y += separatorHeight
        }
    }
}
