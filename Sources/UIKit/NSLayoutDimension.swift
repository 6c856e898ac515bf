/// A width or height anchor: constraints to a constant or to another dimension times a multiplier.
public final class NSLayoutDimension: NSLayoutAnchor {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, c)
    }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, c)
    }
    public func constraint(
        equalTo a: NSLayoutDimension, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.equal, a, constant, multiplier: multiplier)
    }
    public func constraint(
        lessThanOrEqualTo a: NSLayoutDimension, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, constant, multiplier: multiplier)
    }
    public func constraint(
        greaterThanOrEqualTo a: NSLayoutDimension, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, constant, multiplier: multiplier)
    }
}
