/// A button of a navigation bar or toolbar, as in UIKit: a title, an image, a system item or a custom view, with a
/// target-action or a primary action. The channel screen's and the channel list's bars draw it (StreamChatUI's
/// `BarButtonItemsView`); a still picture sends no actions.
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The style.
    open var style: UIBarButtonItem.Style = .plain
    /// The system item it was made as.
    public private(set) var systemItem: UIBarButtonItem.SystemItem?
    /// The target of `action` (held weakly, as in UIKit).
    open weak var target: AnyObject?
    /// The selector sent when tapped (never, in a still picture).
    open var action: Selector?
    /// The action run when tapped (never, in a still picture).
    open var primaryAction: UIAction?
    /// The menu the item shows when tapped (kept: a still picture shows no open menu).
    open var menu: UIMenu?
    /// Whether a tap selects the chosen menu item (kept, inert).
    open var changesSelectionAsPrimaryAction = false
    /// A view shown instead of a title or image.
    open var customView: UIView?
    /// The width of a fixed space.
    open var width: CGFloat = 0
    /// Whether the item is enabled.
    open var isEnabled = true
    /// The tint of the item.
    open var tintColor: UIColor?
    /// A number an app tags the item with.
    open var tag = 0
    /// A name for tests.
    open var accessibilityIdentifier: String?
    /// A label for assistive technologies.
    open var accessibilityLabel: String?

    /// The title's text attributes by state (`UIBarItem`'s in UIKit): the bar draws the title with the `.font` and
    /// `.foregroundColor` of the item's state, else of `.normal`.
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's text attributes for a state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes for a state (nil when none were set for it).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// An empty item.
    public init() {}
    /// An item with a title.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }
    /// An item with an image.
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }
    /// One of the system's items.
    public convenience init(
        barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?,
        action: Selector?
    ) {
        self.init()
        self.systemItem = systemItem
        setTarget(target, action: action)
    }
    /// One of the system's items with an action.
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }
    /// An item with a title or an image and an action.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }
    /// An item with a title or an image and a menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu?)
    {
        self.init(title: title, image: image, primaryAction: primaryAction)
        self.menu = menu
    }
    /// One of the system's items with an action and a menu.
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }
    /// An item showing a view of the app's own.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        self.target = target.flatMap { Mirror(reflecting: $0).displayStyle == .class ? $0 as AnyObject : nil }
        self.action = action
    }
}
