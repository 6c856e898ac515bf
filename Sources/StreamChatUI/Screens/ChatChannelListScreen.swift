import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The channel list screen: the navigation bar over a `ChatChannelListVC` (`listVC`, an app's subclass when the
/// render names one), whose collection view draws one `Components.channelContentView` row per channel (self-sizing:
/// 64 pt for the SDK's row) with a 1-pt separator below each, reading the transcript's channels through its
/// `ChatChannelListController`.
/// With `isChatChannelListStatesEnabled` the screen shows the list's states from the transcript's `state` (an offline
/// controller is always loaded): the empty view when there are no channels, the loading view (skeleton rows) while
/// loading, the error banner at the bottom when loading failed.
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
    /// The empty state (from `Components.channelListEmptyView`).
    public private(set) lazy var emptyView: ChatChannelListEmptyView = components.channelListEmptyView.init()
    public private(set) lazy var loadingView: ChatChannelListLoadingView = components.channelListLoadingView.init()
    public private(set) lazy var errorView: ChatChannelListErrorView = components.channelListErrorView.init()
    /// The channel list whose collection view draws the rows (set before the screen is set up).
    public var listVC = ChatChannelListVC()
    /// The navigation controller the list is the root of (its `navigationController`), whose bar the header draws:
    /// hidden (`setNavigationBarHidden`), with a large title (`prefersLargeTitles`), or as usual.
    public private(set) lazy var navigationController = UINavigationController()
    /// Where a page of a tall image may break: between rows (below each separator).
    public var pageBreaks: [CGFloat] {
        let all = CGRect(x: 0, y: 0, width: bounds.width, height: .greatestFiniteMagnitude)
        return (listVC.collectionViewLayout.layoutAttributesForElements(in: all) ?? [])
            .filter { $0.representedElementCategory == .decorationView }
            .map { headerHeight + $0.frame.maxY }
            .sorted()
    }
    /// Grow to show every row instead of clipping at the bottom (the `--full` option).
    public var showsAllChannels = false
    /// The rows' item views, top to bottom (placed by the list's last layout).
    public var itemViews: [ChatChannelListItemView] {
        listVC.collectionView.visibleCells.compactMap { ($0 as? ChatChannelListCollectionViewCell)?.itemView }
    }

    open override class var customizableSubviewNames: [String] {
        ["headerView", "emptyView", "loadingView", "errorView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["headerView": headerView, "emptyView": emptyView, "loadingView": loadingView, "errorView": errorView]
    }

    open override func setUpLayout() {
        skipsOffscreenSubviews = true
        if listVC.navigationController == nil { navigationController.pushViewController(listVC, animated: false) }
        addSubview(listVC)
        addSubview(emptyView)
        addSubview(loadingView)
        addSubview(errorView)
        addSubview(headerView)
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    open override func updateContent() {
        guard let content else { return }
        // The bar shows the list controller's navigation item, as the SDK's navigation bar does: its title, the
        // current user's avatar while the SDK's avatar item is a leading item, an app's other items, the search bar.
        listVC.setUpIfNeeded()
        let item = listVC.navigationItem
        headerView.title = item.title ?? listVC.title ?? headerView.title
        let leading = item.leftBarButtonItems ?? []
        let avatarItem = leading.first { $0.customView === listVC.userAvatarView }
        headerView.content = avatarItem != nil && !listVC.userAvatarView.isHidden ? content.currentUser : nil
        headerView.leadingItemsView.items = leading.filter { $0 !== avatarItem }
        headerView.trailingItemsView.items = (item.rightBarButtonItems ?? []).reversed()
        let bar = listVC.navigationController?.navigationBar
        headerView.prefersLargeTitle = (bar?.prefersLargeTitles ?? false) && item.largeTitleDisplayMode != .never
        // The list is drawn scrolled to its top: the bar is at its scroll edge.
        headerView.navigationBarLook = UINavigationBar.resolvedLook(of: bar, atScrollEdge: true)
        headerView.searchBar = item.searchController?.searchBar
        headerView.titleView = item.titleView
        headerView.isHidden = listVC.navigationController?.isNavigationBarHidden ?? false
        listVC.screenOptions = ScreenOptions(now: content.now, timeZone: content.timeZone)
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("chatshot")))
        // Every channel of the content, in its order (a query-channels response is already sorted), served by the
        // list's controller as a render serves the transcript.
        OfflineChatStore(channels: content.channels, currentUser: content.currentUser).performAsCurrent {
            listVC.replaceChannelListController(
                client.channelListController(query: ChannelListQuery(filter: .exists(.cid))))
        }
        // The empty, loading and error states are off by default (`isChatChannelListStatesEnabled`); the list's own
        // state views stay hidden: the transcript's state decides.
        let states = components.isChatChannelListStatesEnabled
        for v in [listVC.emptyView, listVC.chatChannelListLoadingView] as [UIView] { v.isHidden = true }
        listVC.channelListErrorView.hide()
        emptyView.isHidden = !states || content.state != .loaded || !content.channels.isEmpty
        loadingView.isHidden = !states || content.state != .loading
        if states && content.state == .error { errorView.show() } else { errorView.hide() }
        for v in [loadingView, errorView, headerView] { bringSubviewToFront(v) }
    }

    /// The status bar's part of the navigation bar's height (the safe area's top when the bar is hidden).
    public static let statusBarHeight: CGFloat = 20

    /// The height needed to show every row.
    public func fullHeight(width: CGFloat) -> CGFloat {
        // Measured with no bottom edge, so every row is.
        let list = listVC.collectionView
        let frame = list.frame
        list.frame = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        defer { list.frame = frame }
        let layout = listVC.collectionViewLayout
        layout.prepare()
        return headerHeight + layout.collectionViewContentSize.height
    }

    /// The navigation bar's height (with its large title and search rows), 0 when the app hides the bar: the list
    /// then reaches the top, its safe area starting below the status bar.
    public var headerHeight: CGFloat { headerView.isHidden ? 0 : headerView.preferredHeight }

    open override func layoutSubviews() {
        let b = bounds
        let header = headerHeight
        headerView.frame = CGRect(x: 0, y: 0, width: b.width, height: headerView.preferredHeight)
        let safeTop = headerView.isHidden ? ChatChannelListScreen.statusBarHeight : 0
        if listVC.ownSafeAreaInsets.top != safeTop { listVC.ownSafeAreaInsets.top = safeTop }
        listVC.frame = CGRect(x: 0, y: header, width: b.width, height: max(0, b.height - header))
        emptyView.frame = listVC.frame
        loadingView.frame = emptyView.frame
        let error = errorView.channelListErrorViewHeight
        errorView.frame = CGRect(x: 0, y: b.height - error, width: b.width, height: error)
    }
}
