/// Behaviour added to a view (UIKit's `UIInteraction`): `UIView.addInteraction(_:)` keeps it and tells it.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view it was added to.
    var view: UIView? { get }
    /// Told before it moves to a view (`nil`: removed).
    func willMove(to view: UIView?)
    /// Told after it moved to a view (`nil`: removed).
    func didMove(to view: UIView?)
}
