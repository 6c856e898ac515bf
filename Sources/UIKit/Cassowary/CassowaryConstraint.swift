/// `lhs (==, <=, >=) rhs` at a strength, kept as `expression (relation) 0` with `expression = lhs - rhs`.
/// Immutable: to change a constant, remove the constraint and add a new one (or make the variable an edit
/// variable). Identity is the object's: the solver knows a constraint by it.
package final class CassowaryConstraint: Sendable, CustomStringConvertible {
    package let expression: CassowaryExpression
    package let relation: CassowaryRelation
    package let strength: CassowaryStrength
    /// Says where the constraint came from in messages (e.g. the NSLayoutConstraint it stands for).
    package let label: String?

    package init(
        _ lhs: CassowaryExpression, _ relation: CassowaryRelation, _ rhs: CassowaryExpression,
        strength: CassowaryStrength = .required, label: String? = nil
    ) {
        expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    package convenience init(
        _ lhs: CassowaryVariable, _ relation: CassowaryRelation, _ rhs: CassowaryExpression,
        strength: CassowaryStrength = .required, label: String? = nil
    ) {
        self.init(CassowaryExpression(lhs), relation, rhs, strength: strength, label: label)
    }

    package convenience init(
        _ lhs: CassowaryVariable, _ relation: CassowaryRelation, _ rhs: CassowaryVariable,
        strength: CassowaryStrength = .required, label: String? = nil
    ) {
        self.init(CassowaryExpression(lhs), relation, CassowaryExpression(rhs), strength: strength, label: label)
    }

    package convenience init(
        _ lhs: CassowaryExpression, _ relation: CassowaryRelation, _ rhs: CassowaryVariable,
        strength: CassowaryStrength = .required, label: String? = nil
    ) {
        self.init(lhs, relation, CassowaryExpression(rhs), strength: strength, label: label)
    }

    package var description: String {
        let text = "\(expression) \(relation.symbol) 0 (\(strength))"
        return label.map { "\($0): \(text)" } ?? text
    }
}
