import ChatCanvas

/// The attributes a constraint relates.
public enum NSLayoutAttribute: Sendable { case leading, trailing, left, right, top, bottom, centerX, centerY, width, height }

public enum NSLayoutRelation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

/// `firstItem.firstAttribute (relation) secondItem.secondAttribute × multiplier + constant` — the part of Auto Layout
/// common code uses: edges and centres pinned to other views plus a constant, fixed widths and heights, and
/// width equal to height. Solved by `ConstraintSolver` during layout.
public final class NSLayoutConstraint {
    public unowned let firstItem: UIView
    public let firstAttribute: NSLayoutAttribute
    public let relation: NSLayoutRelation
    public private(set) weak var secondItem: UIView?
    public let secondAttribute: NSLayoutAttribute?
    public var multiplier: Double { didSet { UIView.invalidateMeasurements() } }
    public var constant: Double { didSet { UIView.invalidateMeasurements() } }
    public var priority: Float = 1000
    /// Activation order, so later constraints win conflicts.
    private(set) var serial = 0
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            UIView.invalidateMeasurements()
            if isActive {
                let thread = RenderThread.current
                thread.constraintSerial += 1
                serial = thread.constraintSerial
                firstItem.constraintsInvolvingSelf.append(self)
                if let s = secondItem, s !== firstItem { s.constraintsInvolvingSelf.append(self) }
            } else {
                firstItem.constraintsInvolvingSelf.removeAll { $0 === self }
                secondItem?.constraintsInvolvingSelf.removeAll { $0 === self }
            }
        }
    }

    init(_ first: UIView, _ fa: NSLayoutAttribute, _ relation: NSLayoutRelation, _ second: UIView?, _ sa: NSLayoutAttribute?,
         multiplier: Double = 1, constant: Double = 0) {
        firstItem = first; firstAttribute = fa; self.relation = relation; secondItem = second; secondAttribute = sa
        self.multiplier = multiplier; self.constant = constant
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    public func with(priority: Float) -> NSLayoutConstraint { self.priority = priority; return self }
}

/// An anchor: a view and one of its attributes.
public class NSLayoutAnchor {
    let view: UIView
    let attribute: NSLayoutAttribute
    init(_ view: UIView, _ attribute: NSLayoutAttribute) { self.view = view; self.attribute = attribute }

    func make(_ relation: NSLayoutRelation, _ other: NSLayoutAnchor?, _ constant: Double, multiplier: Double = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, relation, other?.view, other?.attribute, multiplier: multiplier, constant: constant)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo a: NSLayoutXAxisAnchor, constant: Double = 0) -> NSLayoutConstraint { make(.equal, a, constant) }
    public func constraint(lessThanOrEqualTo a: NSLayoutXAxisAnchor, constant: Double = 0) -> NSLayoutConstraint { make(.lessThanOrEqual, a, constant) }
    public func constraint(greaterThanOrEqualTo a: NSLayoutXAxisAnchor, constant: Double = 0) -> NSLayoutConstraint { make(.greaterThanOrEqual, a, constant) }
}

public final class NSLayoutYAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo a: NSLayoutYAxisAnchor, constant: Double = 0) -> NSLayoutConstraint { make(.equal, a, constant) }
    public func constraint(lessThanOrEqualTo a: NSLayoutYAxisAnchor, constant: Double = 0) -> NSLayoutConstraint { make(.lessThanOrEqual, a, constant) }
    public func constraint(greaterThanOrEqualTo a: NSLayoutYAxisAnchor, constant: Double = 0) -> NSLayoutConstraint { make(.greaterThanOrEqual, a, constant) }
}

public final class NSLayoutDimension: NSLayoutAnchor {
    public func constraint(equalToConstant c: Double) -> NSLayoutConstraint { make(.equal, nil, c) }
    public func constraint(lessThanOrEqualToConstant c: Double) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, c) }
    public func constraint(greaterThanOrEqualToConstant c: Double) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, c) }
    public func constraint(equalTo a: NSLayoutDimension, multiplier: Double = 1, constant: Double = 0) -> NSLayoutConstraint {
        make(.equal, a, constant, multiplier: multiplier)
    }
}
