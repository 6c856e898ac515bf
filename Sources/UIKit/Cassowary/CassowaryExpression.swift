/// A linear expression `Σ coefficient·variable + constant`. Terms may name a variable more than once; the solver
/// adds them up. The operators build expressions for constraints: `x + 10`, `2 * w - y`, `(a - b) * 0.5`; a constant
/// is an expression too (a literal, or `CassowaryExpression(constant:)`), which is why no `+` takes a `Double`.
package struct CassowaryExpression: Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    package var terms: [CassowaryTerm]
    package var constant: Double

    package init(_ terms: [CassowaryTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: CassowaryVariable) { self.init([CassowaryTerm(variable)]) }

    package init(floatLiteral value: Double) { self.init(constant: value) }
    package init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// The expression's value from its variables' `value`s (after `updateVariables()`).
    package var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    package var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            if text.isEmpty {
                text += c == 1 ? "" : c == -1 ? "-" : "\(format(c))*"
            } else {
                text += c < 0 ? " - " : " + "
                text += abs(c) == 1 ? "" : "\(format(abs(c)))*"
            }
            text += term.variable.description
        }
        if text.isEmpty { return format(constant) }
        if constant != 0 { text += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))" }
        return text
    }

    private func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }

    // MARK: Building expressions

    package static func + (a: CassowaryExpression, b: CassowaryExpression) -> CassowaryExpression {
        CassowaryExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    package static func - (a: CassowaryExpression, b: CassowaryExpression) -> CassowaryExpression { a + -b }

    package static prefix func - (a: CassowaryExpression) -> CassowaryExpression { a * -1 }

    package static func * (a: CassowaryExpression, k: Double) -> CassowaryExpression {
        CassowaryExpression(a.terms.map { CassowaryTerm($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }

    package static func * (k: Double, a: CassowaryExpression) -> CassowaryExpression { a * k }

    package static func / (a: CassowaryExpression, k: Double) -> CassowaryExpression { a * (1 / k) }

    package static func + (a: CassowaryExpression, v: CassowaryVariable) -> CassowaryExpression {
        a + CassowaryExpression(v)
    }
    package static func - (a: CassowaryExpression, v: CassowaryVariable) -> CassowaryExpression {
        a - CassowaryExpression(v)
    }
}

extension CassowaryVariable {
    package static func + (v: CassowaryVariable, w: CassowaryVariable) -> CassowaryExpression {
        CassowaryExpression(v) + CassowaryExpression(w)
    }
    package static func - (v: CassowaryVariable, w: CassowaryVariable) -> CassowaryExpression {
        CassowaryExpression(v) - CassowaryExpression(w)
    }
    package static func + (v: CassowaryVariable, e: CassowaryExpression) -> CassowaryExpression {
        CassowaryExpression(v) + e
    }
    package static func - (v: CassowaryVariable, e: CassowaryExpression) -> CassowaryExpression {
        CassowaryExpression(v) - e
    }
    package static func * (k: Double, v: CassowaryVariable) -> CassowaryExpression {
        CassowaryExpression([CassowaryTerm(v, k)])
    }
    package static func * (v: CassowaryVariable, k: Double) -> CassowaryExpression { k * v }
    package static prefix func - (v: CassowaryVariable) -> CassowaryExpression { -1 * v }
}
