/// A view that places its subviews itself (a stack) and can state that placement as constraints, as UIKit's stack
/// view states its own. When an app's constraint names one of its subviews, the Cassowary region that solves the
/// constraint places that view's subviews (`AutoLayoutEngine`): it takes these constraints in place of the frames
/// the subviews last had, so the app's view and the stack's subviews are placed, and measured, together.
@preconcurrency @MainActor
package protocol ArrangingView: UIView {
    /// The arrangement of the visible subviews for the view's current settings, as constraints that are not
    /// activated (the region uses them only while it solves).
    func arrangementConstraints() -> [NSLayoutConstraint]
}
