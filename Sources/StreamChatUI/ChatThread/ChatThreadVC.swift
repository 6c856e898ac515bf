import Foundation
import StreamChat
import UIKit

/// The thread screen as a view controller (the SDK's `ChatThreadVC`): the parent message and its replies in
/// `messageListVC`, and `messageComposerVC`, reading them through `channelController` and `messageController`.
/// Apps subclass it and register the subclass in `Components.threadVC`.
///
/// chatshot: this is what a thread picture draws — the render makes `Components.threadVC` (an app's subclass, with
/// its overrides), gives it the transcript's channel and parent message and its `screenOptions`, and paints it: the
/// header (`Components.threadHeaderView`: "Thread Reply", the SDK's navigation bar title view), the list (the
/// parent first, with the replies counter), the composer replying in the thread.
open class ChatThreadVC: _ViewController, ChatMessageListVCDataSource, ChatMessageListVCDelegate,
    ChatMessageControllerDelegate, EventsControllerDelegate, PagedScreen
{
    /// What `Components` makes from the slot's type (`required`, so a subclass inherits or declares it).
    public required convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The channel of the thread.
    open var channelController: ChatChannelController!
    /// The thread's parent message.
    open var messageController: ChatMessageController!
    /// The reply to show first, if any.
    public var initialReplyId: MessageId?
    /// The client of the controllers.
    public var client: ChatClient { channelController.client }
    /// The client's events (none arrive offline).
    open lazy var eventsController: EventsController = client.eventsController()

    /// The message list (`Components.messageListVC`).
    open lazy var messageListVC: ChatMessageListVC = components.messageListVC.init()
    /// The composer (`Components.messageComposerVC`), replying in the thread.
    open private(set) lazy var messageComposerVC: ComposerVC = components.messageComposerVC.init()

    /// The thread's title view (`Components.threadHeaderView`): "Thread Reply" over "with <channel>". The SDK shows
    /// it as the navigation bar's title view; chatshot draws it centred in `navigationBarView`'s title space, as the
    /// bar centres its title view.
    open lazy var headerView: ChatThreadHeaderView = components.threadHeaderView.init()
    /// chatshot: the navigation bar the header is drawn in — `Components.channelHeaderView`'s bar (its background
    /// and back button) without an avatar, its own title and subtitle hidden.
    open private(set) lazy var navigationBarView: ChatChannelHeaderView = components.channelHeaderView.init()
    /// chatshot: what the render draws (its moment, a whole transcript, mid-scroll, the composer's state).
    public var screenOptions = ScreenOptions()

    /// Whether the parent message is the list's first row (`Components.threadRendersParentMessageEnabled`).
    open var shouldRenderParentMessage: Bool { components.threadRendersParentMessageEnabled }
    /// Whether the thread opens at its oldest reply.
    open var shouldStartFromOldestReplies: Bool { false }
    /// Whether opening the thread marks it read.
    open var shouldMarkThreadRead: Bool { false }

    open override func setUp() {
        super.setUp()
        messageListVC.screenOptions = screenOptions
        messageListVC.threadParentMessage = messageController?.message
        messageListVC.delegate = self
        messageListVC.dataSource = self
        messageListVC.client = channelController?.client
        messageComposerVC.channel = channelController?.channel
        var composer = screenOptions.composer ?? .initial
        composer.threadMessage = messageController?.message
        messageComposerVC.content = composer
        if let cid = channelController?.cid {
            headerView.channelController = channelController.client.channelController(for: cid)
        }
        navigationBarView.content = .init(title: nil, subtitle: nil, avatar: nil)
        navigationBarView.showsBackButton = screenOptions.showsBackButton
        messageController?.delegate = self
        if channelController != nil { eventsController.delegate = self }
        messageController?.synchronize { [weak self] error in self?.didFinishSynchronizing(with: error) }
    }

    open override func setUpLayout() {
        super.setUpLayout()
        addChild(messageListVC)
        addSubview(messageListVC)
        addSubview(navigationBarView)
        addSubview(messageComposerVC)
        // The bar's title view: centred between the bar's items, on the bar's 32-pt line, in place of its own title.
        navigationBarView.titleContainerView.isHidden = true
        navigationBarView.addSubview(headerView)
        navigationItem.titleView = headerView
        navigationItem.largeTitleDisplayMode = .never
        NSLayoutConstraint.activate([
            headerView.centerXAnchor.constraint(equalTo: navigationBarView.titleLayoutGuide.centerXAnchor),
            headerView.centerYAnchor.constraint(
                equalTo: navigationBarView.topAnchor, constant: ChatChannelHeaderView.height / 2)
        ])
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    open override func layoutSubviews() {
        // The bar draws the navigation item's bar button items (an app's; the SDK's thread screen has none).
        let leading = navigationItem.leftBarButtonItems ?? []
        if !leading.elementsEqual(navigationBarView.leadingItems, by: ===) { navigationBarView.leadingItems = leading }
        let trailing = navigationItem.rightBarButtonItems ?? []
        if !trailing.elementsEqual(navigationBarView.trailingItems, by: ===) {
            navigationBarView.trailingItems = trailing
        }
        // An app's own title view stands in for the thread's header (the SDK's item holds the header itself).
        let titleView = navigationItem.titleView === headerView ? nil : navigationItem.titleView
        if titleView !== navigationBarView.titleView {
            navigationBarView.titleView = titleView
            navigationBarView.titleContainerView.isHidden = true
            headerView.isHidden = titleView != nil
        }
        keepingFramePlacedSubviews { super.layoutSubviews() }
        let b = bounds
        let header = ChatChannelHeaderView.height
        let composer = messageComposerVC.sizeThatFits(CGSize(width: b.width, height: .infinity)).height
        navigationBarView.frame = CGRect(x: 0, y: 0, width: b.width, height: header)
        messageComposerVC.frame = CGRect(x: 0, y: b.height - composer, width: b.width, height: composer)
        messageListVC.frame = CGRect(x: 0, y: header, width: b.width, height: max(0, b.height - header - composer))
    }

    /// The height that shows every reply (a whole thread).
    public func fullHeight(width: CGFloat) -> CGFloat {
        ChatChannelHeaderView.height + messageListVC.listView.contentHeight(width: width)
            + messageComposerVC.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
    }

    /// Where a page of a tall picture may break: above the list, between messages, above the composer.
    public var pageBreaks: [CGFloat] { messageListVC.pageBreaks(in: self) }

    /// The thread was loaded (offline: at once, without error).
    open func didFinishSynchronizing(with error: Error?) {
        replies = Array(messageController?.replies ?? [])
        messageListVC.updateContentIfNeeded()
    }

    /// Jumps to a reply (inert in a still picture).
    public func jumpToMessage(id: MessageId, animated: Bool = true, shouldHighlight: Bool = true) {
        messageListVC.jumpToMessage(id: id, animated: animated)
    }

    /// Loads older replies (offline: everything is loaded), then calls `didFinishLoadingPreviousReplies(with:)`.
    open func loadPreviousReplies(completion: @escaping @MainActor (Error?) -> Void) {
        messageController?.loadPreviousReplies { [weak self] error in
            self?.didFinishLoadingPreviousReplies(with: error)
            Task { @MainActor in completion(error) }
        }
    }

    /// Older replies were loaded.
    open func didFinishLoadingPreviousReplies(with error: Error?) {}

    /// Loads newer replies (offline: everything is loaded), then calls `didFinishLoadingNextReplies(with:)`.
    open func loadNextReplies(completion: @escaping @MainActor (Error?) -> Void) {
        messageController?.loadNextReplies { [weak self] error in
            self?.didFinishLoadingNextReplies(with: error)
            Task { @MainActor in completion(error) }
        }
    }

    /// Newer replies were loaded.
    open func didFinishLoadingNextReplies(with error: Error?) {}

    // MARK: ChatMessageListVCDataSource

    /// The thread's replies, newest first.
    open var replies: [ChatMessage] = []

    /// The replies, newest first, then the parent message when `shouldRenderParentMessage`.
    public var messages: [ChatMessage] {
        get {
            guard shouldRenderParentMessage, let parent = messageController?.message else { return replies }
            return replies + [parent]
        }
        set { replies = newValue.filter { $0.id != messageController?.messageId } }
    }
    public var isFirstPageLoaded: Bool { messageController?.hasLoadedAllNextReplies ?? true }
    public var isLastPageLoaded: Bool { messageController?.hasLoadedAllPreviousReplies ?? true }

    open func channel(for vc: ChatMessageListVC) -> ChatChannel? { channelController?.channel }

    open func numberOfMessages(in vc: ChatMessageListVC) -> Int { messages.count }

    open func chatMessageListVC(_ vc: ChatMessageListVC, messageAt indexPath: IndexPath) -> ChatMessage? {
        let all = messages
        return all.indices.contains(indexPath.item) ? all[indexPath.item] : nil
    }

    /// The layout options of a row: `Components.messageLayoutOptionsResolver`'s, as the list shows its messages.
    open func chatMessageListVC(_ vc: ChatMessageListVC, messageLayoutOptionsAt indexPath: IndexPath)
        -> ChatMessageLayoutOptions
    {
        if vc.listView.content != nil { return vc.listView.resolvedLayoutOptions(at: indexPath) }
        guard let channel = channelController?.channel else { return [] }
        return components.messageLayoutOptionsResolver.optionsForMessage(
            at: indexPath, in: channel, with: AnyRandomAccessCollection(messages), appearance: appearance)
    }

    // MARK: ChatMessageListVCDelegate

    open func chatMessageListVC(_ vc: ChatMessageListVC, willDisplayMessageAt indexPath: IndexPath) {}

    open func chatMessageListVC(
        _ vc: ChatMessageListVC, didTapOnAction actionItem: ChatMessageActionItem,
        for message: ChatMessage
    ) {}

    open func chatMessageListVCShouldLoadFirstPage(_ vc: ChatMessageListVC) {
        messageController?.loadFirstPage()
    }

    // MARK: ChatMessageControllerDelegate

    open func messageController(
        _ controller: ChatMessageController,
        didChangeReplies changes: [ListChange<ChatMessage>]
    ) {
        replies = Array(controller.replies)
        messageListVC.updateMessages(with: changes)
    }

    open func controller(_ controller: DataController, didChangeState state: DataController.State) {}

    // MARK: EventsControllerDelegate

    open func eventsController(_ controller: EventsController, didReceiveEvent event: any Event) {}
}
