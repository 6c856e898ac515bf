import CoreGraphics
import Foundation

/// What a size or trait transition tells the blocks that run beside it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user cancelled it.
    var isCancelled: Bool { get }
    /// How long it lasts.
    var transitionDuration: TimeInterval { get }
}

/// Runs blocks beside a size or trait transition (UIKit's `UIViewControllerTransitionCoordinator`). A still picture
/// has one size and no rotation: chatshot never calls `viewWillTransition(to:with:)`, so an app's blocks only
/// compile.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` after it; returns whether they were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition (no completion block).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool { animate(alongsideTransition: animation, completion: nil) }
}
