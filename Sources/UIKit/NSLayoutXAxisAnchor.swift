/// A horizontal edge or centre anchor (leading, trailing, left, right, centerX).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo a: NSLayoutXAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, a, constant)
    }
    public func constraint(lessThanOrEqualTo a: NSLayoutXAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, constant)
    }
    public func constraint(
        greaterThanOrEqualTo a: NSLayoutXAxisAnchor,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, constant)
    }
    /// This anchor `multiplier` × the system spacing (8 points) after `a`.
    public func constraint(
        equalToSystemSpacingAfter a: NSLayoutXAxisAnchor,
        multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, a, NSLayoutAnchor.systemSpacing * multiplier)
    }
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter a: NSLayoutXAxisAnchor,
        multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, NSLayoutAnchor.systemSpacing * multiplier)
    }
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter a: NSLayoutXAxisAnchor,
        multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, NSLayoutAnchor.systemSpacing * multiplier)
    }
}
