import Foundation
import StreamChat
import Synchronization
import UIKit

/// The channel list as a view controller (the SDK's `ChatChannelListVC`): the channels of `controller`, with the
/// empty, loading and error views of `Components`, and `router` (`Components.channelListRouter`) for taps.
///
/// Its rows are a `collectionView` laid out by `Components.channelListLayout`, one `Components.channelCell` per
/// channel with a `Components.channelCellSeparator` below; the data source and delegate methods are the SDK's, open to
/// an app's subclass. In a picture the list sits under `ChatChannelListScreen`'s navigation bar.
open class ChatChannelListVC: _ViewController, ChatChannelListControllerDelegate, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    /// The channels shown, in the controller's order.
    public private(set) var channels: [ChatChannel] = []
    /// The channels' controller.
    public var controller: ChatChannelListController!

    /// Whether the empty, loading and error views show (`Components.isChatChannelListStatesEnabled`).
    open var isChatChannelListStatesEnabled: Bool { components.isChatChannelListStatesEnabled }
    /// What taps show (`Components.channelListRouter`).
    open lazy var router: ChatChannelListRouter = components.channelListRouter.init(rootViewController: self)
    /// Shown when there are no channels.
    open lazy var emptyView: ChatChannelListEmptyView = components.channelListEmptyView.init()
    /// Shown when loading failed (`Components.channelListErrorView`).
    open private(set) lazy var channelListErrorView: ChatChannelListErrorView = components.channelListErrorView.init()
    /// Shown while loading (`Components.channelListLoadingView`).
    open private(set) lazy var chatChannelListLoadingView: ChatChannelListLoadingView =
        components.channelListLoadingView.init()

    /// How the rows are laid out (`Components.channelListLayout`).
    open private(set) lazy var collectionViewLayout: UICollectionViewLayout =
        (components.channelListLayout as? ListCollectionViewLayout.Type)?.init() ?? UICollectionViewFlowLayout()
    /// The rows.
    open private(set) lazy var collectionView: UICollectionView = UICollectionView(
        frame: .zero, collectionViewLayout: collectionViewLayout)
    /// The reuse identifier of the separators (the layout's decoration kind).
    open var separatorReuseIdentifier: String { ListCollectionViewLayout.separatorKind }
    /// The reuse identifier of the rows.
    open var collectionViewCellReuseIdentifier: String { String(describing: ChatChannelListCollectionViewCell.self) }
    /// The picture's clock and time zone, for the rows' timestamps (set by the renderer).
    public var screenOptions = ScreenOptions()
    /// The current user's avatar, the SDK's leading bar button (`navigationItem.leftBarButtonItem`). The channel list
    /// screen draws the avatar in its bar while this controller's navigation item has a leading item.
    open private(set) lazy var userAvatarView: CurrentChatUserAvatarView = components.currentUserAvatarView.init()

    /// A channel list of `controller`'s channels, of the class it is called on. (chatshot: `init()` is not `required`
    /// here, so that an app's subclass may declare its own; a subclass is made by the maker registered for it — the
    /// renderer registers the app's classes that have an `init()` — else a `ChatChannelListVC` is.)
    public static func make(with controller: ChatChannelListController) -> ChatChannelListVC {
        let maker = makers.withLock { $0[ObjectIdentifier(self)] }
        let vc = maker?() ?? ChatChannelListVC()
        vc.controller = controller
        return vc
    }

    /// How each registered subclass is made (`make(with:)`).
    private static let makers = Mutex<[ObjectIdentifier: @MainActor @Sendable () -> ChatChannelListVC]>([:])

    /// Registers how a subclass is made (its own `init()`), for `make(with:)`.
    package static func register(
        _ type: ChatChannelListVC.Type, maker: @escaping @MainActor @Sendable () -> ChatChannelListVC
    ) {
        makers.withLock { $0[ObjectIdentifier(type)] = maker }
    }

    open override func setUp() {
        super.setUp()
        // As the SDK does in `setUp()`: an app's `setUpLayout()` that does not call super still gets its rows.
        collectionView.register(components.channelCell, forCellWithReuseIdentifier: collectionViewCellReuseIdentifier)
        collectionViewLayout.register(
            components.channelCellSeparator, forDecorationViewOfKind: separatorReuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        channels = Array(controller?.channels ?? [])
        controller?.delegate = self
        controller?.synchronize()
    }

    open override func setUpLayout() {
        super.setUpLayout()
        addSubview(collectionView)
        guard isChatChannelListStatesEnabled else { return }
        addSubview(emptyView)
        addSubview(chatChannelListLoadingView)
        addSubview(channelListErrorView)
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        collectionView.backgroundColor = .clear
        // The SDK's navigation item: the channel list screen's bar draws this title and, while there is a leading
        // item, the current user's avatar (an app's subclass may change either here).
        title = "Stream Chat"
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: userAvatarView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The list fills the controller unless an app's layout placed it with constraints of its own.
        if collectionView.translatesAutoresizingMaskIntoConstraints {
            collectionView.frame = bounds
        }
        emptyView.frame = bounds
        chatChannelListLoadingView.frame = bounds
        let error = channelListErrorView.channelListErrorViewHeight
        channelListErrorView.frame = CGRect(x: 0, y: bounds.height - error, width: bounds.width, height: error)
    }

    /// Shows the channels of another query.
    public func replaceQuery(_ query: ChannelListQuery) {
        replaceChannelListController(controller.client.channelListController(query: query))
    }

    /// Shows the channels of another controller.
    public func replaceChannelListController(_ controller: ChatChannelListController) {
        self.controller = controller
        controller.delegate = self
        controller.synchronize()
        reloadChannels()
    }

    /// Reads the controller's channels again.
    public func reloadChannels() {
        channels = Array(controller?.channels ?? [])
        collectionView.reloadData()
        handleStateChanges(controller?.state ?? .initialized)
    }

    /// Loads more channels (offline: all are loaded).
    open func loadMoreChannels() {
        controller?.loadNextChannels()
    }

    /// The current user's avatar was tapped: shows the profile through `router`.
    open func didTapOnCurrentUserAvatar(_ sender: Any) {
        router.showCurrentUserProfile()
    }

    // MARK: UICollectionViewDataSource and UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        channels.count
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: collectionViewCellReuseIdentifier, for: indexPath)
        guard let cell = cell as? ChatChannelListCollectionViewCell else { return cell }
        cell.components = components
        cell.itemView.content = .init(
            channel: channels[indexPath.item], currentUserId: controller?.client.currentUserId,
            now: screenOptions.now ?? Date(), timeZone: screenOptions.timeZone)
        return cell
    }

    /// Loads more channels when the last rows show (offline: all are loaded already).
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if indexPath.item >= channels.count - 10 { loadMoreChannels() }
    }

    /// A row was tapped: shows the channel through `router`.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        router.showChannel(for: channels[indexPath.item].cid)
    }

    // MARK: ChatChannelListControllerDelegate

    open func controller(
        _ controller: ChatChannelListController,
        didChangeChannels changes: [ListChange<ChatChannel>]
    ) {
        reloadChannels()
    }

    open func controller(_ controller: DataController, didChangeState state: DataController.State) {
        handleStateChanges(state)
    }

    /// Shows the empty, loading or error view for the controller's state.
    open func handleStateChanges(_ newState: DataController.State) {
        let states = isChatChannelListStatesEnabled
        var loading = false
        var failed = false
        switch newState {
        case .initialized, .localDataFetched: loading = channels.isEmpty
        case .remoteDataFetched: break
        case .localDataFetchFailed, .remoteDataFetchFailed: failed = true
        }
        chatChannelListLoadingView.isHidden = !states || !loading
        if states && failed { channelListErrorView.show() } else { channelListErrorView.hide() }
        emptyView.isHidden = !states || loading || failed || !channels.isEmpty
    }
}
