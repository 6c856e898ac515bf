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

extension ArrangingView {
    /// For a stack's `layoutSubviews()`: when constraints the propagation solver cannot express place the stack's
    /// subviews (a region rooted at the stack, or one above it that stated the stack's arrangement in this layout
    /// run), the Cassowary engine places them, with the stack's arrangement among its constraints, and this returns
    /// true; otherwise the stack arranges its subviews itself.
    package func placeSubviewsByConstraintRegion() -> Bool {
        if subviews.isEmpty { return false }
        if AutoLayoutEngine.placedByRegion(subviewsOf: self) { return true }
        guard let region = AutoLayoutEngine.regionConstraints(rootedAt: self) else { return false }
        AutoLayoutEngine.layout(self, region: region)
        return true
    }

    /// For a stack's `sizeThatFits(_:)`: the size a region rooted at the stack gives it, or nil when there is none.
    package func constraintRegionFittingSize(_ proposed: CGSize) -> CGSize? {
        guard !subviews.isEmpty, let region = AutoLayoutEngine.regionConstraints(rootedAt: self) else { return nil }
        return AutoLayoutEngine.fittingSize(of: self, region: region, proposed: proposed)
    }
}
