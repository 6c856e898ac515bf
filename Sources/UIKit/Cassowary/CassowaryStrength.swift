/// How strongly a constraint holds, on UIKit's priority scale: `required` (1000) must hold — the solver refuses a
/// required constraint it cannot satisfy — and 1…999 are optional. An optional constraint is met as well as it can
/// be without giving up anything of a stronger one: priorities are compared lexicographically, never traded
/// (a thousand violated points at 250 weigh less than one at 251). The solver keeps one objective row per priority in
/// use (a symbolic weight, as in the paper's `ClSymbolicWeight`, with as many levels as distinct priorities) instead
/// of scaling priorities into one number: 999 separated levels would need weights up to 10^(3·999), far past a
/// `Double`, and even three levels at 10^6 apart lose the weak level's precision when summed with the strong one.
/// Constraints of one priority trade with each other by the sum of their errors (Cassowary's weighted L1 norm).
package struct CassowaryStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1…1000; 1000 is required.
    package let priority: Float

    package static let required = CassowaryStrength(1000)
    /// UIKit's `defaultHigh` (compression resistance), `defaultLow` (hugging) and `fittingSizeLevel`.
    package static let defaultHigh = CassowaryStrength(750)
    package static let defaultLow = CassowaryStrength(250)
    package static let fittingSizeLevel = CassowaryStrength(50)

    /// A priority outside 1…1000 is clamped into it (UIKit refuses it); NaN is taken as required.
    package init(_ priority: Float) {
        self.priority = priority.isNaN ? 1000 : min(max(priority, 1), 1000)
    }

    package var isRequired: Bool { priority >= 1000 }

    package static func < (a: CassowaryStrength, b: CassowaryStrength) -> Bool { a.priority < b.priority }

    package var description: String { isRequired ? "required" : "priority \(priority)" }
}
