/// A view that places its subviews itself (a stack) and can state that placement as constraints, as UIKit's stack
/// view states its own. When an app's constraint places one of its subviews (the constraint's first item, related to
/// another item), the Cassowary region that solves the constraint takes these constraints for that view's subviews
/// in place of the frames they last had (`AutoLayoutEngine`), so the app's views and the stack's are placed, and
/// measured, together.
@preconcurrency @MainActor
package protocol ArrangingView: UIView {
    /// The arrangement of the visible subviews for the view's current settings, as constraints that are not
    /// activated (the region uses them only while it solves).
    func arrangementConstraints() -> [NSLayoutConstraint]
}
