/// A vertical edge or centre anchor (top, bottom, centerY).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo a: NSLayoutYAxisAnchor, constant: CGFloat = 0, _ file: StaticString = #fileID)
        -> NSLayoutConstraint
    {
        make(.equal, a, constant, file: file)
    }
    public func constraint(
        lessThanOrEqualTo a: NSLayoutYAxisAnchor, constant: CGFloat = 0, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, constant, file: file)
    }
    public func constraint(
        greaterThanOrEqualTo a: NSLayoutYAxisAnchor,
        constant: CGFloat = 0, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, constant, file: file)
    }
    /// This anchor `multiplier` × the system spacing (8 points) below `a`.
    public func constraint(
        equalToSystemSpacingBelow a: NSLayoutYAxisAnchor,
        multiplier: CGFloat, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.equal, a, NSLayoutAnchor.systemSpacing * multiplier, file: file)
    }
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow a: NSLayoutYAxisAnchor,
        multiplier: CGFloat, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, NSLayoutAnchor.systemSpacing * multiplier, file: file)
    }
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow a: NSLayoutYAxisAnchor,
        multiplier: CGFloat, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, NSLayoutAnchor.systemSpacing * multiplier, file: file)
    }
}
