/// A horizontal edge or centre anchor (leading, trailing, left, right, centerX).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo a: NSLayoutXAxisAnchor, constant: CGFloat = 0, _ file: StaticString = #fileID)
        -> NSLayoutConstraint
    {
        make(.equal, a, constant, file: file)
    }
    public func constraint(
        lessThanOrEqualTo a: NSLayoutXAxisAnchor, constant: CGFloat = 0, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, constant, file: file)
    }
    public func constraint(
        greaterThanOrEqualTo a: NSLayoutXAxisAnchor,
        constant: CGFloat = 0, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, constant, file: file)
    }
    /// This anchor `multiplier` × the system spacing (8 points) after `a`.
    public func constraint(
        equalToSystemSpacingAfter a: NSLayoutXAxisAnchor,
        multiplier: CGFloat, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.equal, a, NSLayoutAnchor.systemSpacing * multiplier, file: file)
    }
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter a: NSLayoutXAxisAnchor,
        multiplier: CGFloat, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, NSLayoutAnchor.systemSpacing * multiplier, file: file)
    }
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter a: NSLayoutXAxisAnchor,
        multiplier: CGFloat, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, NSLayoutAnchor.systemSpacing * multiplier, file: file)
    }
}
