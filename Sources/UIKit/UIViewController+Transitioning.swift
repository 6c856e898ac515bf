/// Custom presentations and detail controllers, as in UIKit: kept, drawing nothing (chatshot presents nothing).
extension UIViewController {
    /// The object asked for a custom presentation (kept, never asked; held weakly, as in UIKit).
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { (associatedValue(forKey: "transitioningDelegate") as? WeakTransitioningDelegate)?.delegate }
        set { setAssociatedValue(newValue.map(WeakTransitioningDelegate.init), forKey: "transitioningDelegate") }
    }

    /// Shows `vc` as the detail of a split view (UIKit's `showDetailViewController(_:sender:)`): here as `show`
    /// does — pushed in a navigation controller, else presented — which draws nothing.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) { show(vc, sender: sender) }
}

/// A weak reference to a transitioning delegate, as UIKit holds it.
private final class WeakTransitioningDelegate {
    weak var delegate: (any UIViewControllerTransitioningDelegate)?
    init(_ delegate: any UIViewControllerTransitioningDelegate) { self.delegate = delegate }
}
