import Foundation
import StreamChat
import UIKit

/// The channel screen as a view controller (the SDK's `ChatChannelVC`): `headerView`, `messageListVC` and
/// `messageComposerVC`, made from `Components` (`channelHeaderView`, `messageListVC`, `messageComposerVC`), reading
/// the channel through `channelController`. Apps subclass it and register the subclass in `Components.channelVC`.
///
/// chatshot: this is what a channel picture draws — the render makes `Components.channelVC` (an app's subclass,
/// with its overrides), gives it the transcript's channel and its `screenOptions`, and paints it: the header at the
/// top (the SDK's navigation bar), the message list, the composer at the bottom.
open class ChatChannelVC: _ViewController, ChatMessageListVCDataSource, ChatMessageListVCDelegate,
    ChatChannelControllerDelegate, EventsControllerDelegate, PagedScreen
{
    /// What `Components` makes from the slot's type (`required`, so a subclass inherits or declares it).
    public required convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The channel shown.
    open var channelController: ChatChannelController!
    /// The channel controller's client.
    public var client: ChatClient { channelController.client }
    /// The client's events (none arrive offline).
    public lazy var eventsController: EventsController = client.eventsController()
    /// The size of the avatar in the header.
    open var channelAvatarSize: CGSize { CGSize(width: 32, height: 32) }

    /// The message list (`Components.messageListVC`).
    open lazy var messageListVC: ChatMessageListVC = components.messageListVC.init()
    /// The composer (`Components.messageComposerVC`).
    open private(set) lazy var messageComposerVC: ComposerVC = components.messageComposerVC.init()
    /// The header with the channel's name and members (`Components.channelHeaderView`).
    open private(set) lazy var headerView: ChatChannelHeaderView = components.channelHeaderView.init()
    /// The channel's avatar (`Components.channelAvatarView`).
    open private(set) lazy var channelAvatarView: ChatChannelAvatarView = components.channelAvatarView.init()

    /// chatshot: what the render draws (its moment, a whole transcript, mid-scroll, the composer's state).
    public var screenOptions = ScreenOptions()

    /// Whether the newest message is in sight (always, in a still picture of the newest messages).
    open var isLastMessageFullyVisible: Bool { true }
    /// Whether opening the channel marks it read.
    open var shouldMarkChannelRead: Bool { false }

    open override func setUp() {
        super.setUp()
        messageListVC.screenOptions = screenOptions
        messageListVC.delegate = self
        messageListVC.dataSource = self
        messageListVC.client = channelController?.client
        messageComposerVC.channel = channelController?.channel
        messageComposerVC.channelController = channelController
        messageComposerVC.content = screenOptions.composer ?? .initial
        channelController?.delegate = self
        if channelController != nil { eventsController.delegate = self }
        headerView.channelController = channelController
        if let channel = channelController?.channel, let user = OfflineChatStore.current.currentUser {
            headerView.content = ChannelHeaderContent.make(
                channel: channel, currentUser: user, now: screenOptions.now ?? Date())
        }
        headerView.showsBackButton = screenOptions.showsBackButton
        channelController?.synchronize { [weak self] error in self?.didFinishSynchronizing(with: error) }
    }

    open override func setUpLayout() {
        super.setUpLayout()
        addChild(messageListVC)
        addSubview(messageListVC)
        addSubview(headerView)
        addSubview(messageComposerVC)
        // The SDK's navigation item: the channel avatar is the trailing bar button. The header draws it while the
        // item has a trailing button (an app's subclass may remove it).
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: channelAvatarView)
        navigationItem.titleView = headerView
        navigationItem.largeTitleDisplayMode = .never
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    /// The header at the top, the composer at the bottom (as tall as it measures), the list between them.
    /// The channel avatar the header stopped drawing when the app took its item away (drawn again if it returns).
    private var removedAvatar: ChatChannelAvatarView.Content?

    open override func layoutSubviews() {
        // The header draws the navigation item: the channel avatar while its item is there, an app's other items.
        let trailing = navigationItem.rightBarButtonItems ?? []
        let avatarItem = trailing.first { $0.customView === channelAvatarView }
        if avatarItem == nil, var content = headerView.content, content.avatar != nil {
            removedAvatar = content.avatar
            content.avatar = nil
            headerView.content = content
        } else if avatarItem != nil, var content = headerView.content, content.avatar == nil, let removedAvatar {
            content.avatar = removedAvatar
            headerView.content = content
            self.removedAvatar = nil
        }
        let others = trailing.filter { $0 !== avatarItem }
        if !others.elementsEqual(headerView.trailingItems, by: ===) { headerView.trailingItems = others }
        let leading = navigationItem.leftBarButtonItems ?? []
        if !leading.elementsEqual(headerView.leadingItems, by: ===) { headerView.leadingItems = leading }
        // An app's own title view stands in for the header's title (the SDK's item holds the header itself).
        let titleView = navigationItem.titleView === headerView ? nil : navigationItem.titleView
        if titleView !== headerView.titleView { headerView.titleView = titleView }
        keepingFramePlacedSubviews { super.layoutSubviews() }
        let b = bounds
        let header = ChatChannelHeaderView.height
        let composer = messageComposerVC.sizeThatFits(CGSize(width: b.width, height: .infinity)).height
        headerView.frame = CGRect(x: 0, y: 0, width: b.width, height: header)
        messageComposerVC.frame = CGRect(x: 0, y: b.height - composer, width: b.width, height: composer)
        messageListVC.frame = CGRect(x: 0, y: header, width: b.width, height: max(0, b.height - header - composer))
    }

    /// The height that shows every message (a whole transcript).
    public func fullHeight(width: CGFloat) -> CGFloat {
        ChatChannelHeaderView.height + messageListVC.listView.contentHeight(width: width)
            + messageComposerVC.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
    }

    /// Where a page of a tall picture may break: above the list, between messages, above the composer.
    public var pageBreaks: [CGFloat] { messageListVC.pageBreaks(in: self) }

    /// The channel was loaded (offline: at once, without error).
    open func didFinishSynchronizing(with error: Error?) {
        messages = Array(channelController?.messages ?? [])
        messageListVC.updateContentIfNeeded()
    }

    /// Marks the channel read (inert in a still render).
    public func markRead() { channelController?.markRead() }

    /// Jumps to a message (inert in a still picture).
    public func jumpToMessage(id: MessageId, animated: Bool = true, shouldHighlight: Bool = true) {
        messageListVC.jumpToMessage(id: id, animated: animated)
    }

    /// Loads older messages (offline: everything is loaded), then calls `didFinishLoadingPreviousMessages(with:)`.
    open func loadPreviousMessages(completion: @escaping @MainActor (Error?) -> Void) {
        channelController?.loadPreviousMessages { [weak self] error in
            self?.didFinishLoadingPreviousMessages(with: error)
            Task { @MainActor in completion(error) }
        }
    }

    /// Older messages were loaded.
    open func didFinishLoadingPreviousMessages(with error: Error?) {}

    /// Loads newer messages (offline: everything is loaded), then calls `didFinishLoadingNextMessages(with:)`.
    open func loadNextMessages(completion: @escaping @MainActor (Error?) -> Void) {
        channelController?.loadNextMessages { [weak self] error in
            self?.didFinishLoadingNextMessages(with: error)
            Task { @MainActor in completion(error) }
        }
    }

    /// Newer messages were loaded.
    open func didFinishLoadingNextMessages(with error: Error?) {}

    // MARK: ChatMessageListVCDataSource

    /// The channel's messages, newest first.
    public var messages: [ChatMessage] = []
    public var isFirstPageLoaded: Bool { channelController?.hasLoadedAllNextMessages ?? true }
    public var isLastPageLoaded: Bool { channelController?.hasLoadedAllPreviousMessages ?? true }

    open func channel(for vc: ChatMessageListVC) -> ChatChannel? { channelController?.channel }

    open func numberOfMessages(in vc: ChatMessageListVC) -> Int { messages.count }

    open func chatMessageListVC(_ vc: ChatMessageListVC, messageAt indexPath: IndexPath) -> ChatMessage? {
        messages.indices.contains(indexPath.item) ? messages[indexPath.item] : nil
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
        channelController?.loadFirstPage()
    }

    // MARK: ChatChannelControllerDelegate

    open func channelController(
        _ channelController: ChatChannelController,
        didUpdateMessages changes: [ListChange<ChatMessage>]
    ) {
        messages = Array(channelController.messages)
        messageListVC.updateMessages(with: changes)
    }

    open func channelController(
        _ channelController: ChatChannelController,
        didUpdateChannel channel: EntityChange<ChatChannel>
    ) {
        headerView.channelController = channelController
    }

    open func channelController(
        _ channelController: ChatChannelController,
        didChangeTypingUsers typingUsers: Set<ChatUser>
    ) {
        let others = typingUsers.filter { $0.id != client.currentUserId }
        if others.isEmpty {
            messageListVC.hideTypingIndicator()
        } else {
            messageListVC.showTypingIndicator(typingUsers: Array(others))
        }
    }

    open func channelController(_ channelController: ChatChannelController, didReceiveMemberEvent: MemberEvent) {}

    open func controller(_ controller: DataController, didChangeState state: DataController.State) {}

    // MARK: EventsControllerDelegate

    open func eventsController(_ controller: EventsController, didReceiveEvent event: any Event) {}
}
