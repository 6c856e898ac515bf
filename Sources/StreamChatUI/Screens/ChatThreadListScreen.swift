import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The thread list screen (the SDK's `ChatThreadListVC`): the navigation bar ("Threads" and the current user's
/// avatar), the "N new threads" banner when there are new threads, then one `Components.threadListItemView` row per
/// thread with a 1-pt borderCoreDefault separator below each (from x 20 to the trailing edge, as in the SDK's thread-list
/// pictures: the table view's separator inset on a 393-pt iPhone). Its states, as the
/// SDK shows them: the loading view while loading, the error banner at the bottom when loading failed, the empty
/// view when there are no threads.
open class ChatThreadListScreen: _View, PagedScreen {
    public struct Content {
        public var threads: [ChatThread]
        public var currentUser: ChatUser
        public var now: Date
        public var timeZone: TimeZone
        public var state: ListLoadingState
        /// New threads not in the list yet: the header banner shows when above 0.
        public var newThreadsCount: Int
        public init(
            threads: [ChatThread], currentUser: ChatUser, now: Date, timeZone: TimeZone,
            state: ListLoadingState = .loaded, newThreadsCount: Int = 0
        ) {
            self.threads = threads
            self.currentUser = currentUser
            self.now = now
            self.timeZone = timeZone
            self.state = state
            self.newThreadsCount = newThreadsCount
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public private(set) lazy var headerView = ChatChannelListHeaderView()
    public private(set) lazy var headerBannerView: ChatThreadListHeaderBannerView = components
        .threadListHeaderBannerView.init()
    public private(set) lazy var emptyView: ChatThreadListEmptyView = components.threadListEmptyView.init()
    public private(set) lazy var loadingView: ChatThreadListLoadingView = components.threadListLoadingView.init()
    public private(set) lazy var errorView: ChatThreadListErrorView = components.threadListErrorView.init()

    public private(set) var itemViews: [ChatThreadListItemView] = []
    public private(set) var separatorViews: [UIView] = []
    public var separatorHeight = 1.0
    /// The separators' leading inset (the table view's, 20 pt in the SDK's thread-list pictures).
    public var separatorInset = 20.0
    /// Grow to show every row instead of clipping at the bottom (the `--full` option).
    public var showsAllThreads = false
    /// Where a page of a tall image may break: between rows.
    public var pageBreaks: [CGFloat] { separatorViews.map(\.frame.maxY) }

    open override class var customizableSubviewNames: [String] {
        ["headerView", "headerBannerView", "emptyView", "loadingView", "errorView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "headerView": headerView, "headerBannerView": headerBannerView, "emptyView": emptyView,
            "loadingView": loadingView,
            "errorView": errorView
        ]
    }

    open override func setUpLayout() {
        skipsOffscreenSubviews = true
        headerView.title = "Threads"
        for v in [headerBannerView, emptyView, loadingView, errorView, headerView] as [UIView] { addSubview(v) }
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
        for thread in content.threads where content.state != .loading {
            let item = components.threadListItemView.init()
            addSubview(item)
            item.content = .init(
                thread: thread, currentUserId: content.currentUser.id, now: content.now, timeZone: content.timeZone)
            let separator = UIView()
            separator.backgroundColor = appearance.colorPalette.borderCoreDefault
            addSubview(separator)
            itemViews.append(item)
            separatorViews.append(separator)
        }
        headerBannerView.content = .init(newThreadsCount: content.newThreadsCount)
        headerBannerView.isHidden = content.newThreadsCount == 0 || content.state != .loaded
        loadingView.isHidden = content.state != .loading
        errorView.isHidden = content.state != .error
        emptyView.isHidden = content.state != .loaded || !content.threads.isEmpty
        for v in [emptyView, loadingView, errorView, headerView] as [UIView] { bringSubviewToFront(v) }
    }

    private var bannerHeight: CGFloat { headerBannerView.isHidden ? 0 : 56 }

    private func rowHeight(_ item: UIView, width: CGFloat) -> CGFloat {
        item.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
    }

    /// The height needed to show every row.
    public func fullHeight(width: CGFloat) -> CGFloat {
        ChatChannelListHeaderView.height + bannerHeight
            + itemViews.map { rowHeight($0, width: width) + separatorHeight }.reduce(0, +)
    }

    open override func layoutSubviews() {
        let b = bounds
        let header = ChatChannelListHeaderView.height
        headerView.frame = CGRect(x: 0, y: 0, width: b.width, height: header)
        let list = CGRect(x: 0, y: header, width: b.width, height: max(0, b.height - header))
        emptyView.frame = list
        loadingView.frame = list
        errorView.frame = CGRect(x: 0, y: b.height - 56, width: b.width, height: 56)
        headerBannerView.frame = CGRect(x: 0, y: header, width: b.width, height: 56)
        var y = header + bannerHeight
        for (item, separator) in zip(itemViews, separatorViews) {
            let h = rowHeight(item, width: b.width)
            item.frame = CGRect(x: 0, y: y, width: b.width, height: h)
            y += h
            separator.frame = CGRect(
                x: separatorInset, y: y, width: max(0, b.width - separatorInset), height: separatorHeight)
            y += separatorHeight
        }
    }
}
