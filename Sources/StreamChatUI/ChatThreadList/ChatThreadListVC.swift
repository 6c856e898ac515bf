import Foundation
import StreamChat
import UIKit

/// The thread list as a view controller (the SDK's `ChatThreadListVC`): the threads of `threadListController`,
/// the header banner of new threads, and the loading, empty and error views of `Components`.
///
/// chatshot: the thread list picture is drawn by `ChatThreadListScreen`; a `ChatThreadListVC` (an app's subclass
/// too) is made, set up and laid out as in the SDK — its overrides run and `threadListController` serves the
/// transcript's threads — but it draws no rows (see docs/compatibility.md).
open class ChatThreadListVC: _ViewController, ChatThreadListControllerDelegate, EventsControllerDelegate {
    /// The threads' controller.
    public var threadListController: ChatThreadListController
    /// The events observed (none arrive offline).
    public var eventsController: EventsController

    /// A thread list of `threadListController`'s threads.
    public init(threadListController: ChatThreadListController, eventsController: EventsController) {
        self.threadListController = threadListController
        self.eventsController = eventsController
        super.init(nibName: nil, bundle: nil)
    }

    /// chatshot: `Components` makes views and controllers through `init()`; this one lists the threads of a client
    /// of its own (the render's transcript, as every client does offline).
    public required convenience init() {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("chatshot")))
        self.init(
            threadListController: client.threadListController(query: ThreadListQuery(watch: true)),
            eventsController: client.eventsController())
    }

    public required init?(coder: NSCoder) {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("chatshot")))
        threadListController = client.threadListController(query: ThreadListQuery(watch: true))
        eventsController = client.eventsController()
        super.init(coder: coder)
    }

    /// The threads shown.
    public private(set) var threads: [ChatThread] = []
    /// Threads not in the list yet: the header banner shows their count.
    public var newAvailableThreadIds: Set<MessageId> = [] {
        didSet { updateHeaderBannerViewContent() }
    }

    /// The "N new threads" banner (`Components.threadListHeaderBannerView`).
    open private(set) lazy var headerBannerView: ChatThreadListHeaderBannerView =
        components.threadListHeaderBannerView.init()
    /// Shown when loading failed (`Components.threadListErrorView`).
    open private(set) lazy var errorView: ChatThreadListErrorView = components.threadListErrorView.init()
    /// Shown while loading (`Components.threadListLoadingView`).
    open private(set) lazy var loadingView: ChatThreadListLoadingView = components.threadListLoadingView.init()
    /// Shown when there are no threads (`Components.threadListEmptyView`).
    open private(set) lazy var emptyView: ChatThreadListEmptyView = components.threadListEmptyView.init()
    /// What taps show (`Components.threadListRouter`).
    open lazy var router: ChatThreadListRouter = components.threadListRouter.init(rootViewController: self)

    open override func setUp() {
        super.setUp()
        threadListController.delegate = self
        eventsController.delegate = self
        threadListController.synchronize { [weak self] error in self?.didFinishSynchronizingThreads(with: error) }
    }

    open override func setUpLayout() {
        super.setUpLayout()
        addSubview(loadingView)
        addSubview(emptyView)
        addSubview(errorView)
        addSubview(headerBannerView)
        hideLoadingView()
        hideEmptyView()
        hideErrorView()
        // Offline the threads loaded in `setUp()` already: show their state.
        if threadListController.state != .initialized { handleStateChanges(threadListController.state) }
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadingView.frame = bounds
        emptyView.frame = bounds
        let banner = headerBannerView.sizeThatFits(CGSize(width: bounds.width, height: .infinity)).height
        headerBannerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: banner)
        let error = errorView.sizeThatFits(CGSize(width: bounds.width, height: .infinity)).height
        errorView.frame = CGRect(x: 0, y: bounds.height - error, width: bounds.width, height: error)
    }

    /// Loads more threads (offline: all are loaded).
    open func loadMoreThreads() {
        guard !threadListController.hasLoadedAllThreads else { return }
        // Offline every thread is loaded: the next page is empty.
        threadListController.loadMoreThreads()
        didFinishLoadingMoreThreads(with: .success([]))
    }

    /// The "N new threads" banner was tapped: reloads the threads.
    open func didTapOnHeaderBannerView() {
        threadListController.synchronize { [weak self] error in self?.didFinishSynchronizingThreads(with: error) }
    }

    /// The error banner was tapped: reloads the threads.
    open func didTapOnErrorView() {
        didTapOnHeaderBannerView()
    }

    /// The threads were loaded (offline: at once, without error).
    open func didFinishSynchronizingThreads(with error: Error?) {
        newAvailableThreadIds = []
        threads = threadListController.threads
        handleStateChanges(threadListController.state)
    }

    /// More threads were loaded.
    open func didFinishLoadingMoreThreads(with result: Result<[ChatThread], Error>) {}

    /// Shows the number of new threads on the banner, or hides it.
    open func updateHeaderBannerViewContent() {
        headerBannerView.content = .init(newThreadsCount: newAvailableThreadIds.count)
        if newAvailableThreadIds.isEmpty { hideHeaderBannerView() } else { showHeaderBannerView() }
    }

    open func showHeaderBannerView() { headerBannerView.isHidden = false }
    open func hideHeaderBannerView() { headerBannerView.isHidden = true }
    open func showLoadingView() { loadingView.isHidden = false }
    open func hideLoadingView() { loadingView.isHidden = true }
    open func showEmptyView() { emptyView.isHidden = false }
    open func hideEmptyView() { emptyView.isHidden = true }
    open func showErrorView() { errorView.isHidden = false }
    open func hideErrorView() { errorView.isHidden = true }

    // MARK: ChatThreadListControllerDelegate

    public func controller(_ controller: DataController, didChangeState state: DataController.State) {
        handleStateChanges(state)
    }

    open func controller(_ controller: ChatThreadListController, didChangeThreads changes: [ListChange<ChatThread>]) {
        threads = controller.threads
    }

    /// Shows the loading, empty or error view for the controller's state.
    open func handleStateChanges(_ newState: DataController.State) {
        switch newState {
        case .initialized, .localDataFetched:
            if threads.isEmpty { showLoadingView() } else { hideLoadingView() }
            hideErrorView()
        case .remoteDataFetched:
            hideLoadingView()
            hideErrorView()
            if threadListController.threads.isEmpty { showEmptyView() } else { hideEmptyView() }
        case .localDataFetchFailed, .remoteDataFetchFailed:
            hideLoadingView()
            showErrorView()
        }
    }

    // MARK: EventsControllerDelegate

    open func eventsController(_ controller: EventsController, didReceiveEvent event: any Event) {}
}
