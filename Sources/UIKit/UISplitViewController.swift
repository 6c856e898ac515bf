/// A controller of side-by-side columns, as in UIKit. chatshot keeps its controllers (as children, so
/// `splitViewController` finds it) and draws none of them; it is collapsed, as on a phone.
open class UISplitViewController: UIViewController {
    /// The column controllers, primary first.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for controller in children { controller.removeFromParent() }
            for controller in newValue {
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }
    /// Whether the columns are collapsed into one: always, as on a phone.
    open var isCollapsed: Bool { true }
    /// The split view controller's delegate (kept; never called).
    open weak var delegate: (any UISplitViewControllerDelegate)?
}

extension UIViewController {
    /// The nearest split view controller among the controller's parents.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
