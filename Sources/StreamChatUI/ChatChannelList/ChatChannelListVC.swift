import Foundation
import StreamChat
import UIKit

/// The channel list as a view controller (the SDK's `ChatChannelListVC`): the channels of `controller`, with the
/// empty, loading and error views of `Components`, and `router` (`Components.channelListRouter`) for taps.
///
/// chatshot: the channel list picture is drawn by `ChatChannelListScreen`; a `ChatChannelListVC` (an app's subclass
/// too) is made, set up and laid out as in the SDK — its overrides run and `controller` serves the transcript's
/// channels — but it draws no rows (see docs/compatibility.md).
open class ChatChannelListVC: _ViewController, ChatChannelListControllerDelegate {
    /// The channels shown, in the controller's order.
    public private(set) var channels: [ChatChannel] = []
    /// The channels' controller.
    public var controller: ChatChannelListController!

    /// Whether the empty, loading and error views show (`Components.isChatChannelListStatesEnabled`).
    open var isChatChannelListStatesEnabled: Bool { components.isChatChannelListStatesEnabled }
    /// What taps show (`Components.channelListRouter`).
    open lazy var router: ChatChannelListRouter = components.channelListRouter.init(rootViewController: self)
    /// Shown when there are no channels.
    open lazy var emptyView = ChatChannelListEmptyView()
    /// Shown when loading failed (`Components.channelListErrorView`).
    open private(set) lazy var channelListErrorView: ChatChannelListErrorView = components.channelListErrorView.init()
    /// Shown while loading (`Components.channelListLoadingView`).
    open private(set) lazy var chatChannelListLoadingView: ChatChannelListLoadingView =
        components.channelListLoadingView.init()

    /// A channel list of `controller`'s channels.
    public static func make(with controller: ChatChannelListController) -> ChatChannelListVC {
        let vc = Self()
        vc.controller = controller
        return vc
    }

    open override func setUp() {
        super.setUp()
        channels = Array(controller?.channels ?? [])
        controller?.delegate = self
        controller?.synchronize()
    }

    open override func setUpLayout() {
        super.setUpLayout()
        guard isChatChannelListStatesEnabled else { return }
        addSubview(emptyView)
        addSubview(chatChannelListLoadingView)
        addSubview(channelListErrorView)
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
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
