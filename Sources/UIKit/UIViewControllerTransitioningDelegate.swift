/// Supplies a presented controller's presentation and transition objects, as in UIKit. chatshot presents nothing
/// (a still picture has no transitions): a controller keeps its delegate and never asks it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for `presented` (never asked by chatshot).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
