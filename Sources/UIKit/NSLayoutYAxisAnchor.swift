/// A vertical edge or centre anchor (top, bottom, centerY).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo a: NSLayoutYAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, a, constant)
    }
    public func constraint(lessThanOrEqualTo a: NSLayoutYAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, constant)
    }
    public func constraint(greaterThanOrEqualTo a: NSLayoutYAxisAnchor,
                           constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, constant)
    }
}
