/// A stack of view controllers, as in UIKit. chatshot keeps the stack (`viewControllers`, push and pop, each a child
/// controller, so `navigationController` finds it) and draws none of the pushed controllers; a screen that draws a
/// bar reads `isNavigationBarHidden` and the bar's settings.
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }
    /// The controller shown: the top one (chatshot presents nothing over it).
    open var visibleViewController: UIViewController? { children.last }
    /// Whether the navigation bar is hidden (the channel list then draws no bar): the bar's own `isHidden`, so an app
    /// that hides `navigationBar` itself hides it too.
    open var isNavigationBarHidden: Bool {
        get { bar.isHidden }
        set { bar.isHidden = newValue }
    }
    /// Whether the toolbar is hidden (kept; chatshot draws no toolbar).
    open var isToolbarHidden = true
    /// The navigation controller's delegate.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The edge swipe that pops the top controller: an inert recognizer (it never begins), kept so that its
    /// `delegate` and `isEnabled` can be set.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }
    private let popGestureRecognizer = UIGestureRecognizer()
    /// The navigation bar (its settings are kept; the channel list reads `prefersLargeTitles`).
    open var navigationBar: UINavigationBar { bar }
    private let bar = UINavigationBar()

    /// A navigation controller with a root controller.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// Pushes a controller on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
        viewController.didMove(toParent: self)
    }
    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }
    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }
    /// Pops the controllers above `viewController` and returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        return popped
    }
    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in children { controller.removeFromParent() }
        for controller in viewControllers { pushViewController(controller, animated: false) }
    }
    /// Hides or shows the navigation bar (kept).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Hides or shows the toolbar (kept).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}
