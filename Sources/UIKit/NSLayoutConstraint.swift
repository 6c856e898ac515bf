import ChatCanvas

/// `firstItem.firstAttribute (relation) secondItem.secondAttribute × multiplier + constant` — the part of Auto Layout
/// common code uses: edges and centres pinned to other views plus a constant, fixed widths and heights, and
/// width equal to height. Solved by `ConstraintSolver` during layout.
public final class NSLayoutConstraint {
    public unowned let firstItem: UIView
    public let firstAttribute: NSLayoutAttribute
    public let relation: NSLayoutRelation
    public private(set) weak var secondItem: UIView?
    public let secondAttribute: NSLayoutAttribute?
    public var multiplier: CGFloat { didSet { UIView.invalidateMeasurements() } }
    public var constant: CGFloat { didSet { UIView.invalidateMeasurements() } }
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
         multiplier: CGFloat = 1, constant: CGFloat = 0) {
        firstItem = first; firstAttribute = fa; self.relation = relation; secondItem = second; secondAttribute = sa
        self.multiplier = multiplier; self.constant = constant
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    public func with(priority: Float) -> NSLayoutConstraint { self.priority = priority; return self }
}
