/// Why the solver refused a request. After every case but `internalFailure` the solver holds the constraints it
/// held before the request (a refused constraint leaves no trace).
package enum CassowaryError: Error, CustomStringConvertible {
    /// A required constraint that contradicts the required constraints already in the solver. UIKit's answer is
    /// to leave one out and log it; the caller decides which.
    case unsatisfiableConstraint(CassowaryConstraint)
    case duplicateConstraint(CassowaryConstraint)
    case unknownConstraint(CassowaryConstraint)
    case duplicateEditVariable(CassowaryVariable)
    case unknownEditVariable(CassowaryVariable)
    /// Edit variables are suggested, never forced: their strength must be below required.
    case requiredEditVariable(CassowaryVariable)
    /// The simplex met a state the algorithm rules out (an unbounded objective, no pivot to restore feasibility)
    /// or ran past its pivot bound — numerical trouble, not a property of the constraints. The solution may then be
    /// feasible but not optimal; `reset()` and adding the constraints again starts afresh.
    case internalFailure(String)

    package var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): return "unable to satisfy the required constraint \(c)"
        case .duplicateConstraint(let c): return "the constraint is already in the solver: \(c)"
        case .unknownConstraint(let c): return "the constraint is not in the solver: \(c)"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditVariable(let v): return "the edit variable \(v) cannot be required"
        case .internalFailure(let why): return "constraint solver failure: \(why)"
        }
    }
}
