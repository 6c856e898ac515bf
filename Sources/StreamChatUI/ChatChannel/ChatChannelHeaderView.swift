import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The navigation bar of the channel screen: a centred title (headlineBold) and subtitle (caption1) in a
/// `TitleContainerView` (`Components.titleContainerView`), and the
/// channel avatar (the SDK's `ChatChannelAvatarView` from `Components.channelAvatarView`) at the trailing edge.
/// With `showsBackButton`, the navigation controller's back button ("‹", tinted) at the leading edge, as
/// `ChatChannelVC` shows it when pushed.
///
/// The SDK asks for a 32×32 bar-button avatar, but the iOS 26 navigation bar of its `ChatChannelVC_Tests` pictures
/// lays the item out 36 wide (32 tall, a capsule) with its trailing edge 20 pt from the screen's (x 304…339 at
/// 360 wide, in every picture): the pictures are what chatshot matches. The title and subtitle are centred in the
/// space the bar items leave (`titleLayoutGuide`: from the leading edge, or the back button's trailing edge when it
/// shows, to the avatar's leading edge, or to the trailing
/// edge when there is no avatar), as that bar centres its title view between its bar items: the text centre is at
/// x 152 in every `ChatChannelVC_Tests` picture, not at the screen's 180.
open class ChatChannelHeaderView: _View, ThemeProvider, ChatChannelControllerDelegate {
    public struct Content: Sendable {
        public var title: String?
        public var subtitle: String?
        /// The channel whose avatar is drawn (nil hides the avatar, as in a thread).
        public var avatar: ChatChannelAvatarView.Content?
        public init(title: String?, subtitle: String?, avatar: ChatChannelAvatarView.Content?) {
            self.title = title
            self.subtitle = subtitle
            self.avatar = avatar
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// The channel shown (the SDK's way to fill the header): setting it fills `content` from the channel, as
    /// `ChatChannelVC` does.
    open var channelController: ChatChannelController? {
        didSet {
            guard let controller = channelController, let channel = controller.channel,
                let user = OfflineChatStore.current.currentUser
            else { return }
            content = ChannelHeaderContent.make(channel: channel, currentUser: user, now: Date())
            // The picture's moment: the header hears of the channel's typing users once, as the SDK's header would
            // when they started typing (the controller's delegate stays the screen's: offline no change arrives).
            if !channel.typingUsers.isEmpty {
                self.channelController(controller, didChangeTypingUsers: Set(channel.typingUsers))
            }
        }
    }
    /// The current user's id (the client's, the transcript's current user offline).
    open var currentUserId: UserId? { channelController?.client.currentUserId }
    /// How "last seen" dates become text in the subtitle.
    open var lastSeenDateFormatter: (Date) -> String? { { _ in nil } }
    /// The timer that refreshes the subtitle (none in a still picture: `makeTimer()` makes none).
    open var timer: Timer?
    /// How often the subtitle would be refreshed, in seconds.
    open var statusUpdateInterval: TimeInterval { 60 }
    /// Starts the subtitle's refresh timer: a still picture never refreshes, so none is made.
    open func makeTimer() {}
    /// The title shown (the channel's name); override to show another.
    open var titleText: String? { content?.title }
    /// The subtitle shown (members online, or when the other member was last seen); override to show another.
    open var subtitleText: String? { content?.subtitle }
    /// The title over the subtitle (`Components.titleContainerView`, as in the SDK): an app's subclass is what the
    /// bar draws.
    open private(set) lazy var titleContainerView: TitleContainerView = components.titleContainerView.init()
    /// The title (the title container's).
    public var titleLabel: UILabel { titleContainerView.titleLabel }
    /// The subtitle (the title container's).
    public var subtitleLabel: UILabel { titleContainerView.subtitleLabel }
    public private(set) lazy var channelAvatarView: ChatChannelAvatarView = components.channelAvatarView.init()
    /// The back button of the navigation bar (`appearance.images.back` in the inherited tint colour, as a
    /// navigation bar tints its items: the SDK does not read `navigationBarTintColor`); hidden unless
    /// `showsBackButton`.
    public let backButton = UIButton()
    /// The space the title and subtitle are centred in: from the leading edge (the back button, or the leading
    /// items, when they show) to the avatar (the trailing items when there are some; the trailing edge when neither
    /// shows).
    public let titleLayoutGuide = UILayoutGuide()
    /// An app's leading bar button items (its controller's `navigationItem.leftBarButtonItems`), after the back
    /// button.
    public private(set) lazy var leadingItemsView = BarButtonItemsView()
    /// An app's trailing bar button items other than the channel avatar, before it (`rightBarButtonItems`,
    /// trailing first).
    public private(set) lazy var trailingItemsView = BarButtonItemsView()
    /// The leading items, leading first.
    public var leadingItems: [UIBarButtonItem] {
        get { leadingItemsView.items }
        set {
            leadingItemsView.items = newValue
            if isSetUp { updateTitleSpace() }
        }
    }
    /// The trailing items, trailing first (as `rightBarButtonItems`).
    public var trailingItems: [UIBarButtonItem] {
        get { trailingItemsView.items.reversed() }
        set {
            trailingItemsView.items = newValue.reversed()
            if isSetUp { updateTitleSpace() }
        }
    }
    private var barConstraints: [NSLayoutConstraint] = []
    /// A view of the app's in place of the title and subtitle (its controller's `navigationItem.titleView`), centred
    /// in the title space at its own size (its frame's when it was set, else what its constraints ask for).
    public var titleView: UIView? {
        didSet {
            guard titleView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            NSLayoutConstraint.deactivate(titleViewConstraints)
            titleViewConstraints = []
            titleContainerView.isHidden = titleView != nil
            guard let titleView else { return }
            var size = titleView.frame.size
            if size.width <= 0 || size.height <= 0 {
                size = titleView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            }
            addSubview(titleView)
            titleViewConstraints = [
                titleView.centerXAnchor.constraint(equalTo: titleLayoutGuide.centerXAnchor),
                titleView.centerYAnchor.constraint(equalTo: topAnchor, constant: 32)
            ]
            if size.width > 0 && size.height > 0 {
                titleViewConstraints += [
                    titleView.widthAnchor.constraint(equalToConstant: size.width),
                    titleView.heightAnchor.constraint(equalToConstant: min(size.height, 44))
                ]
            }
            NSLayoutConstraint.activate(titleViewConstraints)
        }
    }
    private var titleViewConstraints: [NSLayoutConstraint] = []
    /// Show the back button (chatshot shows it with device chrome: the screen was pushed).
    public var showsBackButton = false {
        didSet {
            backButton.isHidden = !showsBackButton
            if isSetUp { updateTitleSpace() }
        }
    }

    /// Height of the bar including the status-bar area, as in the SDK's 360×700 screenshots.
    public static let height = 64.0

    open override class var customizableSubviewNames: [String] {
        [
            "titleContainerView", "titleLabel", "subtitleLabel", "channelAvatarView", "backButton",
            "leadingItemsView", "trailingItemsView"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            // A manifest's `titleContainerView` is the stack of the two labels, as it always was.
            "titleContainerView": titleContainerView.containerView, "titleLabel": titleLabel,
            "subtitleLabel": subtitleLabel,
            "channelAvatarView": channelAvatarView, "backButton": backButton,
            "leadingItemsView": leadingItemsView, "trailingItemsView": trailingItemsView
        ]
    }

    open override func setUpLayout() {
        addSubview(titleContainerView)
        addSubview(channelAvatarView)
        addSubview(backButton)
        addSubview(leadingItemsView)
        addSubview(trailingItemsView)
        addLayoutGuide(titleLayoutGuide)
        backButton.isHidden = !showsBackButton
        updateTitleSpace()
        NSLayoutConstraint.activate([
            backButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            backButton.centerYAnchor.constraint(equalTo: topAnchor, constant: 32),
            backButton.widthAnchor.constraint(equalToConstant: 13),
            backButton.heightAnchor.constraint(equalToConstant: 22),
            titleContainerView.centerXAnchor.constraint(equalTo: titleLayoutGuide.centerXAnchor),
            titleContainerView.centerYAnchor.constraint(equalTo: topAnchor, constant: 32),
            // No wider than the space the bar items leave, as a navigation bar fits its title view.
            titleContainerView.widthAnchor.constraint(lessThanOrEqualTo: titleLayoutGuide.widthAnchor),
            // Nor nearer the bar's leading edge than its 16-pt layout margin.
            titleContainerView.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 16),
            channelAvatarView.widthAnchor.constraint(equalToConstant: 36),
            channelAvatarView.heightAnchor.constraint(equalToConstant: 32),
            channelAvatarView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            channelAvatarView.centerYAnchor.constraint(equalTo: topAnchor, constant: 32),
            heightAnchor.constraint(equalToConstant: ChatChannelHeaderView.height)
        ])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        // The title container styles its labels; the channel screen's title keeps its size whatever the content
        // size, as chatshot's channel pictures were drawn (the subtitle follows it).
        titleLabel.adjustsFontForContentSizeCategory = false
        backButton.setImage(appearance.images["back"], for: .normal)
    }

    open override func updateContent() {
        // The app's navigation bars' look (`UINavigationBar.appearance()`): the background and the items' tint.
        let look = UINavigationBar.resolvedLook(of: nil, atScrollEdge: false)
        if let background = look.backgroundColor { backgroundColor = background }
        if let tint = look.tintColor { tintColor = tint }
        let title = titleText
        let subtitle = subtitleText
        // An empty line is hidden, as a nil one.
        titleContainerView.content = (
            (title ?? "").isEmpty ? nil : title, (subtitle ?? "").isEmpty ? nil : subtitle
        )
        channelAvatarView.content = content?.avatar ?? (nil, nil)
        channelAvatarView.isHidden = content?.avatar == nil
        updateTitleSpace()
    }

    /// Pins `titleLayoutGuide` between the items that show (the back button, else the leading edge; the leading
    /// items after it; the avatar, else the trailing edge; the trailing items before it), and the item rows 20 pt
    /// from an edge, 8 pt from a neighbour.
    private func updateTitleSpace() {
        NSLayoutConstraint.deactivate(barConstraints)
        var c: [NSLayoutConstraint] = []
        let showsBack = !backButton.isHidden
        let showsAvatar = !channelAvatarView.isHidden
        var start = showsBack ? backButton.trailingAnchor : leadingAnchor
        var end = showsAvatar ? channelAvatarView.leadingAnchor : trailingAnchor
        for (row, isLeading) in [(leadingItemsView, true), (trailingItemsView, false)] where !row.items.isEmpty {
            let size = row.intrinsicContentSize
            c += [
                row.widthAnchor.constraint(equalToConstant: size.width),
                row.heightAnchor.constraint(equalToConstant: size.height),
                row.centerYAnchor.constraint(equalTo: topAnchor, constant: 32)
            ]
            if isLeading {
                c.append(row.leadingAnchor.constraint(equalTo: start, constant: showsBack ? 8 : 20))
                start = row.trailingAnchor
            } else {
                c.append(row.trailingAnchor.constraint(equalTo: end, constant: showsAvatar ? -8 : -20))
                end = row.leadingAnchor
            }
        }
        leadingItemsView.isHidden = leadingItemsView.items.isEmpty
        trailingItemsView.isHidden = trailingItemsView.items.isEmpty
        c += [
            titleLayoutGuide.leadingAnchor.constraint(equalTo: start),
            titleLayoutGuide.trailingAnchor.constraint(equalTo: end)
        ]
        barConstraints = c
        NSLayoutConstraint.activate(c)
    }

    // MARK: ChatChannelControllerDelegate (the SDK's; offline only `didChangeTypingUsers`, once, is called)

    /// The channel changed: the header is filled again.
    open func channelController(
        _ channelController: ChatChannelController, didUpdateChannel channel: EntityChange<ChatChannel>
    ) {
        updateContentIfNeeded()
    }

    /// Typing users changed (not shown by default; an app's header may show them in `subtitleText`).
    open func channelController(
        _ channelController: ChatChannelController, didChangeTypingUsers typingUsers: Set<ChatUser>
    ) {}

    /// A member event arrived (not shown by default).
    open func channelController(_ channelController: ChatChannelController, didReceiveMemberEvent: MemberEvent) {}

    /// The channel's messages changed (not shown by default).
    open func channelController(
        _ channelController: ChatChannelController, didUpdateMessages changes: [ListChange<ChatMessage>]
    ) {}

    /// The controller's state changed (not shown).
    open func controller(_ controller: DataController, didChangeState state: DataController.State) {}
}
