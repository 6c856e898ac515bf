import Foundation

/// A view controller. In chatshot a view controller *is* its view (a still picture needs its view tree and nothing
/// else), so `view` returns the controller itself; the rest of UIKit's API is here so that an app's controllers
/// compile: the initializers, the view lifecycle (`viewDidLoad`, `viewWillAppear(_:)`, `viewDidLayoutSubviews`, …),
/// child controllers and a title. Presenting and dismissing draw nothing and run their completion at once.
open class UIViewController: UIView {
    /// The controller's view: the controller itself.
    public var view: UIView! { self }
    /// The controller's title (a navigation bar shows it). Setting it sets `navigationItem.title`, as in UIKit.
    open var title: String? { didSet { navigationItem.title = title } }
    /// What a navigation bar shows for this controller: title and bar button items (the channel screen's and the
    /// channel list's bars draw them).
    open var navigationItem: UINavigationItem {
        if let item = ownNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        ownNavigationItem = item
        return item
    }
    private var ownNavigationItem: UINavigationItem?
    /// The nearest navigation controller among the controller's parents.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
    /// How the controller is presented (kept; presenting draws nothing).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The object that manages the controller's presentation (the SDK's reading: UIKit's `presentationController`):
    /// a `UISheetPresentationController` for the sheet styles (`.automatic`, `.pageSheet`, `.formSheet`), else a
    /// plain one. Its settings are kept; a still picture presents nothing.
    open var presentationController: UIPresentationController? {
        if let kept = keptPresentationController { return kept }
        let sheetStyles: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet]
        let made =
            sheetStyles.contains(modalPresentationStyle)
            ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        keptPresentationController = made
        return made
    }
    /// The sheet presentation of the controller, when it is presented as a sheet.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
    private var keptPresentationController: UIPresentationController?
    /// The status bar's style the controller prefers (kept; chatshot's device chrome draws its own).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden (kept).
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the system to read `preferredStatusBarStyle` again (nothing to update in a still picture).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether a tab bar hides when the controller is pushed (kept; chatshot draws no tab bar).
    open var hidesBottomBarWhenPushed = false
    /// The controller that contains this one (`addChild(_:)`).
    public private(set) weak var parent: UIViewController?
    /// The controllers added with `addChild(_:)`, in order.
    public private(set) var children: [UIViewController] = []
    /// Whether `viewDidLoad()` was called.
    public private(set) var isViewLoaded = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A controller with no nib. Not `required`, as in UIKit: an app's controller may have its own initializers.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view's lifecycle (overridden by subclasses; chatshot calls them in UIKit's order)

    /// Called once when the controller's view tree is about to be drawn, before it appears.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called before the view's size changes (a rotation, a resized window). A still picture has one size:
    /// chatshot never calls it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Loads the view if it is not loaded yet: calls `viewDidLoad()` once.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    open override func layoutSubviews() {
        viewWillLayoutSubviews()
        super.layoutSubviews()
        viewDidLayoutSubviews()
    }

    // MARK: Child controllers

    public func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (nothing to draw in a still picture)

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Shows a controller (pushed when in a navigation controller, else presented); draws nothing.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
