import ChatCanvas

/// `firstItem.firstAttribute (relation) secondItem.secondAttribute × multiplier + constant` at a priority, between
/// two items (views or layout guides) of one hierarchy. Equalities at the required priority between a view, its
/// direct subviews and their siblings are solved by the propagation solver (`ConstraintSolver`), which the SDK's
/// views were drawn with; everything else (inequalities, optional priorities, items further apart, layout guides)
/// makes the lowest common ancestor of the items a region that `AutoLayoutEngine` solves with Cassowary.
@preconcurrency @MainActor
open class NSLayoutConstraint: CustomStringConvertible {
    weak var first: AnyObject?
    weak var second: AnyObject?
    public var firstItem: AnyObject? { first }
    public let firstAttribute: NSLayoutAttribute
    public let relation: NSLayoutRelation
    public var secondItem: AnyObject? { second }
    public let secondAttribute: NSLayoutAttribute?
    open var multiplier: CGFloat { didSet { UIView.invalidateMeasurements() } }
    open var constant: CGFloat { didSet { UIView.invalidateMeasurements() } }
    /// A name for messages.
    open var identifier: String?
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, isActive else { return }
            UIView.invalidateMeasurements()
            AutoLayoutEngine.constraintChanged(self)
        }
    }
    /// Activation order, so later constraints win conflicts.
    private(set) var serial = 0
    /// One of the SDK's default constraints: made by StreamChatUI's own views. The SDK makes those at priority 900
    /// (its `pin` helpers: "so that users can override any default constraint"), so where an app's constraints meet
    /// them (a Cassowary region) they give way as optional ones do; the propagation solver, which only the SDK's views
    /// use, keeps them exact.
    var isSDKDefault = false
    /// Whether the engine already warned that it broke this constraint (it warns once per constraint).
    var reportedBroken = false
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            UIView.invalidateMeasurements()
            let a = AutoLayoutEngine.owner(first)
            let b = AutoLayoutEngine.owner(second)
            if isActive {
                let thread = RenderThread.current
                thread.constraintSerial += 1
                serial = thread.constraintSerial
                a?.constraintsInvolvingSelf.append(self)
                if let b, b !== a { b.constraintsInvolvingSelf.append(self) }
            } else {
                a?.constraintsInvolvingSelf.removeAll { $0 === self }
                b?.constraintsInvolvingSelf.removeAll { $0 === self }
            }
            AutoLayoutEngine.constraintChanged(self)
        }
    }

    init(
        _ first: AnyObject, _ fa: NSLayoutAttribute, _ relation: NSLayoutRelation, _ second: AnyObject?,
        _ sa: NSLayoutAttribute?, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) {
        self.first = first
        firstAttribute = fa
        self.relation = relation
        self.second = second
        secondAttribute = sa
        self.multiplier = multiplier
        self.constant = constant
    }

    /// `view1.attr1 (relation) view2.attr2 × multiplier + c`; `toItem: nil` with `.notAnAttribute` for a constant.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let second = view2.map { $0 as AnyObject }
        self.init(
            view1 as AnyObject, attr1, relation, second, second == nil ? nil : attr2, multiplier: multiplier,
            constant: c)
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// As UIKit's log names a constraint: the items' types (and identifiers) and attributes, the relation, the
    /// multiplier and constant, and the priority when it is not required.
    nonisolated open var description: String { assumeRenderIsolation { isolatedDescription } }

    private var isolatedDescription: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            if let v = item as? UIView {
                return "\(type(of: v))" + (v.accessibilityIdentifier.map { "(\($0))" } ?? "")
            }
            if let g = item as? UILayoutGuide {
                switch g.kind {
                case .margins: return "\(name(g.owningView)).layoutMarginsGuide"
                case .safeArea: return "\(name(g.owningView)).safeAreaLayoutGuide"
                case .custom: return "UILayoutGuide" + (g.identifier.isEmpty ? "" : "(\(g.identifier))")
                }
            }
            return "\(type(of: item))"
        }
        func number(_ x: CGFloat) -> String { x == x.rounded() && abs(x) < 1e9 ? String(Int(x)) : "\(x)" }
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(name(first)).\(firstAttribute) \(symbol) "
        if let sa = secondAttribute, second != nil {
            text += (multiplier == 1 ? "" : "\(number(multiplier))*") + "\(name(second)).\(sa)"
            if constant != 0 { text += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))" }
        } else {
            text += number(constant)
        }
        if priority < .required { text += " @\(number(CGFloat(priority.rawValue)))" }
        let id = identifier.map { " '\($0)'" } ?? ""
        return "<NSLayoutConstraint\(id) \(text)>"
    }
}
