/// What a navigation bar shows for a view controller, as in UIKit: a title, a title view and bar button items.
/// StreamChatUI's channel screen and channel list draw it in their bars.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// A line above the title.
    open var prompt: String?
    /// The back button for controllers pushed above this one.
    open var backBarButtonItem: UIBarButtonItem?
    /// The title of that back button.
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// Whether the left items show beside the back button.
    open var leftItemsSupplementBackButton = false
    /// How a large title shows.
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    /// The items on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The search controller whose bar the navigation bar shows under the title (the channel list draws it).
    open var searchController: UISearchController?
    /// Whether the search bar hides as the content scrolls (kept).
    open var hidesSearchBarWhenScrolling = true

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with a title.
    public init(title: String) { self.title = title }

    /// Sets the left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
