/// An anchor: a view and one of its attributes.
public class NSLayoutAnchor {
    let view: UIView
    let attribute: NSLayoutAttribute
    init(_ view: UIView, _ attribute: NSLayoutAttribute) { self.view = view; self.attribute = attribute }

    func make(_ relation: NSLayoutRelation, _ other: NSLayoutAnchor?, _ constant: CGFloat, multiplier: CGFloat = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, relation, other?.view, other?.attribute, multiplier: multiplier, constant: constant)
    }
}
