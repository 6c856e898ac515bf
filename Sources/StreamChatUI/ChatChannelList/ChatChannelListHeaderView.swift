import ChatCanvas
import StreamChat
import UIKit

/// The channel list's navigation bar (the SDK's `ChatChannelListVC` navigation item): the title "Stream Chat"
/// centred (headlineBold) and the current user's avatar at the leading edge; an app's other bar button items
/// (`leadingItemsView`, `trailingItemsView`), a large title under the bar (`prefersLargeTitle`: the navigation
/// bar's `prefersLargeTitles`) and the navigation item's search bar under that (`searchBar`).
///
/// The SDK asks for a 32×32 bar-button avatar; the iOS 26 navigation bar of its snapshot pictures lays a bar item
/// out 36 wide and 32 tall, 20 pt from the screen's edge (the channel avatar of every `ChatChannelVC_Tests` picture:
/// x 304…339 at 360 wide). chatshot lays the leading item out the same way: 36×32 at x 20.
open class ChatChannelListHeaderView: _View {
    public var content: ChatUser? { didSet { updateContentIfNeeded() } }
    public let titleLabel = UILabel()
    /// The navigation title ("Threads" on the thread list).
    public var title = "Stream Chat" { didSet { updateContentIfNeeded() } }
    public private(set) lazy var currentUserAvatarView: ChatAvatarView = components.avatarView.init()
    /// The navigation item's leading items other than the SDK's avatar, after it.
    public private(set) lazy var leadingItemsView = BarButtonItemsView()
    /// The navigation item's trailing items, trailing first (as `rightBarButtonItems`), at the trailing edge.
    public private(set) lazy var trailingItemsView = BarButtonItemsView()
    /// A view of the app's in place of the title (the navigation item's `titleView`), centred in the bar at its own
    /// size (its frame's, else what its constraints or content ask for).
    public var titleView: UIView? {
        didSet {
            if let oldValue, oldValue !== titleView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let titleView, titleView !== oldValue {
                titleViewSize = titleView.frame.size
                addSubview(titleView)
            }
            updateContentIfNeeded()
            setNeedsLayout()
        }
    }
    /// The title view's size as the app made it (its frame's when it was set).
    private var titleViewSize = CGSize.zero
    /// The title as a large title (34 pt bold, at the leading edge) in a row under the bar.
    public var prefersLargeTitle = false { didSet { updateContentIfNeeded() } }
    /// The app's navigation bar look (its bar's and the appearance proxy's background, title attributes and tint),
    /// drawn over the SDK's.
    package var navigationBarLook = UINavigationBarResolvedLook() { didSet { updateContentIfNeeded() } }
    /// The navigation item's search bar, in a row under the bar (and the large title).
    public var searchBar: UISearchBar? {
        didSet {
            if let oldValue, oldValue !== searchBar, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let searchBar { addSubview(searchBar) }
            setNeedsLayout()
        }
    }

    /// Height of the bar including the status-bar area, as the SDK's 360×700 screenshots show it.
    public static let height = 64.0
    /// Height of the large title's row.
    public static let largeTitleHeight = 52.0
    /// Height of the search bar's row.
    public static let searchBarHeight = 52.0
    /// The bar's whole height: the bar, and the large title's and the search bar's rows when they show.
    public var preferredHeight: CGFloat {
        Self.height + (prefersLargeTitle ? Self.largeTitleHeight : 0) + (searchBar == nil ? 0 : Self.searchBarHeight)
    }

    open override class var customizableSubviewNames: [String] {
        ["titleLabel", "currentUserAvatarView", "leadingItemsView", "trailingItemsView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "titleLabel": titleLabel, "currentUserAvatarView": currentUserAvatarView,
            "leadingItemsView": leadingItemsView, "trailingItemsView": trailingItemsView
        ]
    }

    open override func setUpLayout() {
        addSubview(titleLabel)
        addSubview(currentUserAvatarView)
        addSubview(leadingItemsView)
        addSubview(trailingItemsView)
        NSLayoutConstraint.activate([
            currentUserAvatarView.widthAnchor.constraint(equalToConstant: 36),
            currentUserAvatarView.heightAnchor.constraint(equalToConstant: 32)
        ])
    }

    /// The bar's items centred 32 pt from the top, 20 pt from the edges; the title centred in the bar, or large at
    /// the leading edge of the row below; the search bar in the last row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let barCenter = 32.0
        var leading = 20.0
        if !currentUserAvatarView.isHidden {
            currentUserAvatarView.frame = CGRect(x: leading, y: barCenter - 16, width: 36, height: 32)
            leading += 36 + 8
        }
        let leadingSize = leadingItemsView.intrinsicContentSize
        leadingItemsView.frame = CGRect(
            x: leading, y: barCenter - leadingSize.height / 2, width: leadingSize.width, height: leadingSize.height)
        let trailingSize = trailingItemsView.intrinsicContentSize
        trailingItemsView.frame = CGRect(
            x: b.width - 20 - trailingSize.width, y: barCenter - trailingSize.height / 2, width: trailingSize.width,
            height: trailingSize.height)
        // A centred title keeps clear of the items on both sides (8 pt), the same on each side.
        let leadingEnd =
            leadingSize.width > 0 ? leading + leadingSize.width : currentUserAvatarView.isHidden ? 0 : leading - 8
        let trailingStart = trailingSize.width > 0 ? b.width - 20 - trailingSize.width : b.width
        let centredWidth = max(0, b.width - 2 * (max(leadingEnd, b.width - trailingStart) + 8))
        for v in [currentUserAvatarView, leadingItemsView, trailingItemsView] as [UIView] where isRightToLeft {
            v.frame.origin.x = b.width - v.frame.maxX
        }
        if prefersLargeTitle {
            let title = titleLabel.sizeThatFits(CGSize(width: b.width - 40, height: CGFloat.infinity))
            // The large title's last line sits 8 pt above the row's bottom.
            let x = isRightToLeft ? b.width - 20 - min(title.width, b.width - 40) : 20
            titleLabel.frame = CGRect(
                x: x, y: Self.height + Self.largeTitleHeight - 8 - title.height,
                width: min(title.width, b.width - 40), height: title.height)
        } else {
            var title = titleLabel.intrinsicContentSize
            title.width = min(title.width, centredWidth)
            titleLabel.frame = CGRect(
                x: b.width / 2 - title.width / 2, y: barCenter - title.height / 2, width: title.width,
                height: title.height)
        }
        if let titleView {
            var size = titleViewSize
            if size.width <= 0 || size.height <= 0 {
                size = titleView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            }
            if size.width <= 0 || size.height <= 0 {
                size = titleView.sizeThatFits(CGSize(width: b.width - 40, height: 44))
            }
            size = CGSize(width: min(size.width, centredWidth), height: min(size.height, 44))
            titleView.frame = CGRect(
                x: b.width / 2 - size.width / 2, y: barCenter - size.height / 2, width: size.width,
                height: size.height)
            titleView.layoutIfNeeded()
        }
        if let searchBar {
            let top = Self.height + (prefersLargeTitle ? Self.largeTitleHeight : 0)
            // UISearchBar insets its field 8 pt; the navigation bar's field is 16 pt from the screen's edges.
            searchBar.frame = CGRect(x: 8, y: top - 2, width: b.width - 16, height: Self.searchBarHeight)
            searchBar.layoutIfNeeded()
        }
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        titleLabel.textColor = appearance.colorPalette.textPrimary
        titleLabel.textAlignment = .center
        currentUserAvatarView.isOnlineIndicatorEnabled = false
    }

    open override func updateContent() {
        let look = navigationBarLook
        if let background = look.backgroundColor { backgroundColor = background }
        if let color = prefersLargeTitle ? look.largeTitleColor : look.titleColor { titleLabel.textColor = color }
        if let tint = look.tintColor {
            leadingItemsView.tintColor = tint
            trailingItemsView.tintColor = tint
        }
        titleLabel.font =
            (prefersLargeTitle ? look.largeTitleFont : look.titleFont)
            ?? (prefersLargeTitle ? .systemFont(ofSize: 34, weight: .bold) : appearance.fonts.headlineBold)
        titleLabel.textAlignment = prefersLargeTitle ? .natural : .center
        titleLabel.text = title
        // A title view stands in for the bar's title (a large title still shows under the bar).
        titleLabel.isHidden = titleView != nil && !prefersLargeTitle
        let loader = components.imageLoader
        currentUserAvatarView.content = content.map {
            AvatarContent(image: loader?.image(for: $0.imageURL), name: $0.displayName)
        }
        currentUserAvatarView.isHidden = content == nil
    }
}
