public final class NSLayoutDimension: NSLayoutAnchor {
    public func constraint(equalToConstant c: Double) -> NSLayoutConstraint { make(.equal, nil, c) }
    public func constraint(lessThanOrEqualToConstant c: Double) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, c) }
    public func constraint(greaterThanOrEqualToConstant c: Double) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, c) }
    public func constraint(equalTo a: NSLayoutDimension, multiplier: Double = 1, constant: Double = 0) -> NSLayoutConstraint {
        make(.equal, a, constant, multiplier: multiplier)
    }
}
