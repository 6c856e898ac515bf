/// A width or height anchor: constraints to a constant or to another dimension times a multiplier.
public final class NSLayoutDimension: NSLayoutAnchor {
    public func constraint(equalToConstant c: CGFloat, _ file: StaticString = #fileID) -> NSLayoutConstraint {
        make(.equal, nil, c, file: file)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat, _ file: StaticString = #fileID) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, c, file: file)
    }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat, _ file: StaticString = #fileID)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, nil, c, file: file)
    }
    public func constraint(
        equalTo a: NSLayoutDimension, multiplier: CGFloat = 1,
        constant: CGFloat = 0, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.equal, a, constant, multiplier: multiplier, file: file)
    }
    public func constraint(
        lessThanOrEqualTo a: NSLayoutDimension, multiplier: CGFloat = 1,
        constant: CGFloat = 0, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, constant, multiplier: multiplier, file: file)
    }
    public func constraint(
        greaterThanOrEqualTo a: NSLayoutDimension, multiplier: CGFloat = 1,
        constant: CGFloat = 0, _ file: StaticString = #fileID
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, constant, multiplier: multiplier, file: file)
    }
}
