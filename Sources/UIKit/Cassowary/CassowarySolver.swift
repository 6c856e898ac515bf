/// An incremental Cassowary constraint solver — the engine under Auto Layout. Add and remove constraints one at a
/// time; each call re-optimises from the previous solution. Make a variable an edit variable to move it repeatedly
/// (`suggestValue`) at the cost of a few dual-simplex pivots. Read the solution with `updateVariables()` (into
/// every variable's `value`) or `value(of:)`.
///
///     let solver = CassowarySolver()
///     let left = CassowaryVariable("left"), width = CassowaryVariable("width")
///     try solver.add(CassowaryConstraint(left, .greaterThanOrEqual, 0))
///     try solver.add(CassowaryConstraint(width, .equal, 100, strength: CassowaryStrength(750)))
///     try solver.add(CassowaryConstraint(left + width, .lessThanOrEqual, 80))
///     solver.updateVariables()          // left 0, width 80: the required bound wins over priority 750
///
/// Not thread-safe: use a solver from one thread at a time.
package final class CassowarySolver {
    private struct Record {
        let constraint: CassowaryConstraint
        let tag: CassowaryTableau.Tag
    }

    private struct Edit {
        let constraint: CassowaryConstraint
        var constant: Double
    }

    /// A variable some constraint uses: its symbol in the tableau and how many constraint terms name it. A
    /// variable no constraint names any more is forgotten (its symbol freed; its `value` stays as last written).
    private struct Known {
        let variable: CassowaryVariable
        let symbol: Int
        var uses: Int
    }

    private var tableau = CassowaryTableau()
    /// Index into `variables` of each variable in use.
    private var index: [ObjectIdentifier: Int] = [:]
    private var variables: [Known] = []
    private var records: [ObjectIdentifier: Record] = [:]
    private var edits: [ObjectIdentifier: Edit] = [:]

    package init() {}

    package var constraintCount: Int { records.count }

    package func contains(_ constraint: CassowaryConstraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

    /// Adds a constraint and re-solves. A required constraint that contradicts the required constraints already
    /// here throws `.unsatisfiableConstraint` and leaves the solver without it.
    package func add(_ constraint: CassowaryConstraint) throws(CassowaryError) {
        let id = ObjectIdentifier(constraint)
        guard records[id] == nil else { throw .duplicateConstraint(constraint) }
        var terms: [(symbol: Int, coefficient: Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            let i = use(term.variable)
            terms.append((variables[i].symbol, term.coefficient))
        }
        let priority: Float? = constraint.strength.isRequired ? nil : constraint.strength.priority
        do {
            let tag = try tableau.add(
                terms: terms, constant: constraint.expression.constant,
                relation: constraint.relation, priority: priority)
            records[id] = Record(constraint: constraint, tag: tag)
        } catch {
            // A refused constraint leaves no trace; variables first seen in it are forgotten.
            unuse(constraint)
            throw Self.error(error, constraint)
        }
    }

    /// Removes a constraint and re-solves: the solution is the one the remaining constraints give.
    package func remove(_ constraint: CassowaryConstraint) throws(CassowaryError) {
        let id = ObjectIdentifier(constraint)
        guard let record = records.removeValue(forKey: id) else { throw .unknownConstraint(constraint) }
        do {
            try tableau.remove(record.tag)
        } catch {
            throw Self.error(error, constraint)
        }
        unuse(constraint)
    }

    /// Makes `variable` an edit variable: an optional `variable == its current value` at `strength` (below
    /// required), whose value `suggestValue` then moves.
    package func addEditVariable(_ variable: CassowaryVariable, strength: CassowaryStrength) throws(CassowaryError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let current = index[id] == nil ? variable.value : value(of: variable)
        let constraint = CassowaryConstraint(
            CassowaryExpression(variable), .equal, CassowaryExpression(constant: current),
            strength: strength, label: "edit \(variable)")
        try add(constraint)
        edits[id] = Edit(constraint: constraint, constant: current)
    }

    package func removeEditVariable(_ variable: CassowaryVariable) throws(CassowaryError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    package func hasEditVariable(_ variable: CassowaryVariable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Asks for `variable` (an edit variable) to be `value`, as strongly as its edit strength; re-solves with the
    /// dual simplex.
    package func suggestValue(_ variable: CassowaryVariable, _ value: Double) throws(CassowaryError) {
        let id = ObjectIdentifier(variable)
        guard let edit = edits[id], let record = records[ObjectIdentifier(edit.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edit.constant
        edits[id]!.constant = value
        do {
            try tableau.moveEditConstant(record.tag, by: delta)
        } catch {
            throw Self.error(error, edit.constraint)
        }
    }

    /// Writes the current solution into the `value` of every variable the solver knows.
    package func updateVariables() {
        for known in variables {
            let x = tableau.value(of: known.symbol)
            known.variable.value = CassowaryRow.isZero(x) ? 0 : x
        }
    }

    /// The variable's value in the current solution (0 for a variable no constraint uses).
    package func value(of variable: CassowaryVariable) -> Double {
        guard let i = index[ObjectIdentifier(variable)] else { return 0 }
        let x = tableau.value(of: variables[i].symbol)
        return CassowaryRow.isZero(x) ? 0 : x
    }

    /// Forgets every constraint, edit variable and variable.
    package func reset() {
        tableau = CassowaryTableau()
        index = [:]
        variables = []
        records = [:]
        edits = [:]
    }

    /// Sizes of the tableau, for tests and benchmarks: rows, symbol numbers in use or free, objective levels,
    /// variables in use.
    var tableauSize: (rows: Int, symbols: Int, objectiveLevels: Int, variables: Int) {
        (tableau.rowCount, tableau.symbolCount, tableau.levelCount, variables.count)
    }

    /// Counts one more use of the variable (a symbol for it if it is new); returns its index in `variables`.
    private func use(_ variable: CassowaryVariable) -> Int {
        let id = ObjectIdentifier(variable)
        if let i = index[id] {
            variables[i].uses += 1
            return i
        }
        variables.append(Known(variable: variable, symbol: tableau.newSymbol(.external), uses: 1))
        index[id] = variables.count - 1
        return variables.count - 1
    }

    /// Counts off the uses of the constraint's variables; those left unused leave the tableau.
    private func unuse(_ constraint: CassowaryConstraint) {
        for term in constraint.expression.terms {
            let id = ObjectIdentifier(term.variable)
            guard let i = index[id] else { continue }
            variables[i].uses -= 1
            guard variables[i].uses == 0 else { continue }
            tableau.release(variables[i].symbol)
            index[id] = nil
            let last = variables.count - 1
            if i != last {
                variables.swapAt(i, last)
                index[ObjectIdentifier(variables[i].variable)] = i
            }
            variables.removeLast()
        }
    }

    private static func error(_ failure: CassowaryTableau.Failure, _ constraint: CassowaryConstraint) -> CassowaryError
    {
        switch failure {
        case .unsatisfiable: return .unsatisfiableConstraint(constraint)
        case .internalFailure(let why): return .internalFailure("\(why) (\(constraint))")
        }
    }
}
