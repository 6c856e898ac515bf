/// A vertical edge or centre anchor (top, bottom, centerY).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo a: NSLayoutYAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, a, constant)
    }
    public func constraint(lessThanOrEqualTo a: NSLayoutYAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, constant)
    }
    public func constraint(
        greaterThanOrEqualTo a: NSLayoutYAxisAnchor,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, constant)
    }
    /// This anchor `multiplier` × the system spacing (8 points) below `a`.
    public func constraint(
        equalToSystemSpacingBelow a: NSLayoutYAxisAnchor,
        multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, a, NSLayoutAnchor.systemSpacing * multiplier)
    }
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow a: NSLayoutYAxisAnchor,
        multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, NSLayoutAnchor.systemSpacing * multiplier)
    }
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow a: NSLayoutYAxisAnchor,
        multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, NSLayoutAnchor.systemSpacing * multiplier)
    }
}
