import CoreGraphics

/// Manages how a presented controller is shown, as in UIKit. chatshot presents nothing, so its transition methods are
/// never called; the controllers and the frame an app computes are there to read.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it (the presented one's own when none is given).
    public let presentingViewController: UIViewController
    /// The view the presentation happens in: none in a still picture.
    open var containerView: UIView? { nil }
    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }
    /// Where the presented view goes in the container (its bounds; zero without one).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// Called before the presentation runs (never, in a still picture).
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ran (never, in a still picture).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal runs (never, in a still picture).
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ran (never, in a still picture).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called when the container lays out (never, in a still picture).
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}
