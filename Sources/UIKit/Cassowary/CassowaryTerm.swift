/// `coefficient × variable`, one term of a `CassowaryExpression`.
package struct CassowaryTerm: Sendable {
    package var variable: CassowaryVariable
    package var coefficient: Double

    package init(_ variable: CassowaryVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
