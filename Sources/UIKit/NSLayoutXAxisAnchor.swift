/// A horizontal edge or centre anchor (leading, trailing, left, right, centerX).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo a: NSLayoutXAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, a, constant)
    }
    public func constraint(lessThanOrEqualTo a: NSLayoutXAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, constant)
    }
    public func constraint(greaterThanOrEqualTo a: NSLayoutXAxisAnchor,
                           constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, constant)
    }
}
