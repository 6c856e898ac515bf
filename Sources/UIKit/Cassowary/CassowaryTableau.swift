/// The simplex tableau of the Cassowary algorithm (Badros, Borning, Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001), in basic feasible solved form:
///
/// - every constraint is an equation over symbols: the caller's variables (*external*, unrestricted) and the
///   restricted (≥ 0) symbols the tableau adds — a *slack* for an inequality, *error* symbols for an optional
///   constraint (one for an inequality, a pair e⁺ − e⁻ for an equality), a *dummy* that marks a required equality
///   and never enters the basis, and during one step an *artificial* symbol;
/// - each basic symbol has a row `basic = constant + Σ a·parametric`; a parametric symbol is 0, so the solution is
///   read from the constants; every restricted basic symbol has a constant ≥ 0 (feasibility);
/// - the objective is lexicographic: one row per optional priority in use, the sum of that priority's error
///   symbols, strongest first (see `CassowaryStrength`). It is minimised by the primal simplex after a constraint is
///   added or removed, and kept optimal by the dual simplex when an edit variable's value moves.
///
/// Pivots follow Bland's rule — the entering symbol is the lowest-numbered improving one, ties in the ratio test go
/// to the lowest-numbered basic symbol — so the simplex cannot cycle on degenerate pivots, and every run is bounded
/// all the same. Rows live in an array in a fixed order, so a given sequence of calls always takes the same pivots.
struct CassowaryTableau {
    enum Kind: UInt8 {
        case external, slack, error, dummy, artificial
    }

    /// The symbols a constraint brought into the tableau: `marker` identifies its row (a slack, e⁺ or dummy),
    /// `other` is its second error symbol, if any; `priority` is its objective level (nil when required).
    struct Tag {
        var marker: Int
        var other: Int
        var priority: Float?
    }

    enum Failure: Error {
        case unsatisfiable
        case internalFailure(String)
    }

    private struct Level {
        let priority: Float
        var row: CassowaryRow
        var members: Int
    }

    private(set) var kinds: [Kind] = []
    /// By symbol: the index of its row in `rows`, or -1 when the symbol is parametric.
    private var rowIndex: [Int] = []
    private var rows: [CassowaryRow] = []
    /// By row index: the basic symbol.
    private var basic: [Int] = []
    /// The objective, strongest priority first.
    private var levels: [Level] = []
    /// The objective of the artificial-variable step of `add`, while it runs.
    private var artificialObjective: CassowaryRow?
    /// Restricted basic symbols whose constants went negative, for the dual simplex.
    private var infeasible: [Int] = []
    private var scratch: [CassowaryRow.Term] = []
    /// Marks for choosing the entering symbol across objective levels.
    private var seen: [UInt32] = []
    private var seenStamp: UInt32 = 0
    /// Symbols that left the tableau for good, to be handed out again: a long run of removals and additions (a
    /// constraint's constant changing at every layout) keeps the per-symbol arrays at the size of what is live.
    private var freeSymbols: [Int] = []

    var rowCount: Int { rows.count }
    var symbolCount: Int { kinds.count }
    var levelCount: Int { levels.count }

    mutating func newSymbol(_ kind: Kind) -> Int {
        if let symbol = freeSymbols.popLast() {
            kinds[symbol] = kind
            return symbol
        }
        kinds.append(kind)
        rowIndex.append(-1)
        seen.append(0)
        return kinds.count - 1
    }

    /// Takes a symbol out of the tableau for good and makes its number free: its row goes if it is basic, and any
    /// term of it that is left (rounding residue) goes with it. The symbol must be 0 for the constraints — unused.
    mutating func release(_ symbol: Int) {
        if rowIndex[symbol] >= 0 {
            removeRow(at: rowIndex[symbol])
        } else {
            for i in rows.indices { rows[i].remove(symbol) }
            for l in levels.indices { levels[l].row.remove(symbol) }
        }
        seen[symbol] = 0
        freeSymbols.append(symbol)
    }

    /// The symbol's value in the current solution: its row's constant, or 0 when parametric.
    func value(of symbol: Int) -> Double {
        let r = rowIndex[symbol]
        return r >= 0 ? rows[r].constant : 0
    }

    // MARK: Adding a constraint

    /// Adds `constant + Σ coefficient·symbol (relation) 0` over external symbols, at `priority` (nil: required).
    /// Throws `.unsatisfiable` when a required constraint contradicts the required ones in the tableau, which is
    /// then left representing the constraints it had.
    mutating func add(
        terms: [(symbol: Int, coefficient: Double)], constant: Double, relation: CassowaryRelation,
        priority: Float?
    ) throws(Failure) -> Tag {
        // The constraint's expression over the parametric symbols: basic ones are replaced by their rows.
        var row = CassowaryRow(constant: constant)
        if abs(row.constant) < CassowaryRow.epsilon { row.constant = 0 }
        for (symbol, coefficient) in terms {
            let r = rowIndex[symbol]
            if r >= 0 {
                row.add(rows[r], times: coefficient, scratch: &scratch)
            } else {
                row.add(coefficient, symbol)
            }
        }

        // Slack, error and dummy symbols.
        var tag = Tag(marker: -1, other: -1, priority: priority)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + s = 0 (≤) or expression − s = 0 (≥), s ≥ 0; optional: ∓ e with e ≥ 0 the violation.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(sign, slack)
            tag.marker = slack
            if let priority {
                let error = newSymbol(.error)
                row.add(-sign, error)
                tag.other = error
                addToObjective(error, priority: priority)
            }
        case .equal:
            if let priority {
                // expression = e⁺ − e⁻.
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.add(-1, plus)
                row.add(1, minus)
                tag.marker = plus
                tag.other = minus
                addToObjective(plus, priority: priority)
                addToObjective(minus, priority: priority)
            } else {
                // A dummy marks the row, so that the constraint can be found and removed.
                let dummy = newSymbol(.dummy)
                row.add(1, dummy)
                tag.marker = dummy
            }
        }
        if let priority { levels[levelIndex(priority)!].members += 1 }

        // A non-negative constant lets a new restricted symbol with a negative coefficient be the subject.
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            insertRow(row, basic: subject)
        } else if row.terms.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            // Only required equalities' dummies: the constraint follows from the required ones, or contradicts them.
            guard row.constant == 0 else {
                release(tag.marker)
                throw .unsatisfiable
            }
            row.solve(for: tag.marker)
            insertRow(row, basic: tag.marker)
        } else {
            do {
                try addWithArtificialVariable(row)
            } catch {
                // Refused: the marker was in the artificial row alone, which is gone.
                if case .unsatisfiable = error { release(tag.marker) }
                throw error
            }
        }
        try optimize()
        return tag
    }

    /// The paper's choice of the symbol a new row is solved for: an external symbol if there is one (unrestricted,
    /// so any value is feasible), else a symbol new with this constraint, restricted and with a negative coefficient
    /// (so that its value, −constant/coefficient, is ≥ 0); nil when neither exists.
    private func chooseSubject(_ row: CassowaryRow, _ tag: Tag) -> Int? {
        for term in row.terms where kinds[term.symbol] == .external { return term.symbol }
        if kinds[tag.marker] != .dummy && row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if tag.other >= 0 && row.coefficient(of: tag.other) < 0 { return tag.other }
        return nil
    }

    /// The paper's two-phase step for a required constraint with no obvious subject: add `a = row` with an
    /// artificial a ≥ 0 and minimise a. If a reaches 0 the constraint holds and a is taken out again; otherwise the
    /// constraint cannot be satisfied.
    private mutating func addWithArtificialVariable(_ row: CassowaryRow) throws(Failure) {
        let artificial = newSymbol(.artificial)
        insertRow(row, basic: artificial)
        artificialObjective = row
        defer { artificialObjective = nil }
        try optimize(artificial: true)
        let satisfied = CassowaryRow.isZero(artificialObjective!.constant)

        let r = rowIndex[artificial]
        if r >= 0 {
            if !satisfied {
                // The other rows still hold the constraints the tableau had (the artificial row was never a pivot
                // row, so the new symbols are in it alone); drop it and return to their optimum.
                release(artificial)
                try optimize()
                throw .unsatisfiable
            }
            // a = 0 + Σ …: a degenerate pivot takes a out of the basis (values do not change). Prefer any symbol but
            // a dummy, as dummies stay parametric; with only dummies left the constraint was implied and its dummy
            // row keeps it for removal.
            let terms = rows[r].terms
            if let entering = terms.first(where: { kinds[$0.symbol] != .dummy })?.symbol ?? terms.first?.symbol {
                pivot(entering: entering, row: rowIndex[artificial])
            } else {
                removeRow(at: r)
            }
        } else if !satisfied {
            throw .internalFailure("the artificial variable left the basis with a positive objective")
        }
        // a is parametric (0): drop its column.
        release(artificial)
    }

    // MARK: Removing a constraint

    /// Removes the constraint `tag` stands for: its error symbols leave the objective, its marker is pivoted into
    /// the basis (if not already there) by a ratio test that keeps the other rows feasible, and the marker's row
    /// is dropped; the rest is re-optimised.
    mutating func remove(_ tag: Tag) throws(Failure) {
        if let priority = tag.priority {
            if kinds[tag.marker] == .error { addToObjective(tag.marker, priority: priority, coefficient: -1) }
            if tag.other >= 0 { addToObjective(tag.other, priority: priority, coefficient: -1) }
            if let l = levelIndex(priority) {
                levels[l].members -= 1
                if levels[l].members == 0 { levels.remove(at: l) }
            }
        }

        let marker = tag.marker
        if rowIndex[marker] < 0 {
            if let r = markerLeavingRow(marker) {
                pivot(entering: marker, row: r)
            } else {
                // The marker is in no row: only the objective can still mention it.
                for l in levels.indices { levels[l].row.remove(marker) }
            }
        }
        if rowIndex[marker] >= 0 { removeRow(at: rowIndex[marker]) }
        freeSymbols.append(marker)
        // The other error symbol has left the rows with the marker: every row holds e⁺ and e⁻ (or s and e) only
        // through the removed equation, with opposite coefficients, so eliminating the marker cancels it.
        if tag.other >= 0 { release(tag.other) }
        restoreParametricDummies()
        try optimize()
    }

    /// The row to pivot a parametric marker into before its row is dropped (the paper's deletion rule): a restricted
    /// row where the marker has a negative coefficient, with the least −constant/coefficient; else a restricted row
    /// where it is positive, with the least constant/coefficient; else a row of an external symbol.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var negative = -1
        var positive = -1
        var unrestricted = -1
        var negativeRatio = Double.infinity
        var positiveRatio = Double.infinity
        for r in rows.indices {
            let a = rows[r].coefficient(of: marker)
            if a == 0 { continue }
            let b = basic[r]
            if kinds[b] == .external {
                if unrestricted < 0 || b < basic[unrestricted] { unrestricted = r }
            } else if a < 0 {
                let ratio = -rows[r].constant / a
                if negative < 0 || ratio < negativeRatio || (ratio == negativeRatio && b < basic[negative]) {
                    negative = r
                    negativeRatio = ratio
                }
            } else {
                let ratio = rows[r].constant / a
                if positive < 0 || ratio < positiveRatio || (ratio == positiveRatio && b < basic[positive]) {
                    positive = r
                    positiveRatio = ratio
                }
            }
        }
        if negative >= 0 { return negative }
        if positive >= 0 { return positive }
        return unrestricted >= 0 ? unrestricted : nil
    }

    /// A dummy is basic only in the row of a required equality that other required equalities imply, a row of
    /// dummies with constant 0. Removing a constraint can substitute other symbols into such a row; a degenerate
    /// pivot (constant 0: no value changes) then makes the dummy parametric again, so it stays at 0.
    private mutating func restoreParametricDummies() {
        var r = 0
        while r < rows.count {
            if kinds[basic[r]] == .dummy,
                let entering = rows[r].terms.first(where: { kinds[$0.symbol] != .dummy })?.symbol
            {
                pivot(entering: entering, row: r)
            }
            r += 1
        }
    }

    // MARK: Edit variables

    /// Moves the constant of an optional equality `v − c = e⁺ − e⁻` (an edit constraint: `tag.marker` = e⁺,
    /// `tag.other` = e⁻) by `delta`, as the paper does: rename e⁺ to e⁺ + delta in the rows, then restore
    /// feasibility with the dual simplex (the objective stays optimal throughout).
    mutating func moveEditConstant(_ tag: Tag, by delta: Double) throws(Failure) {
        if rowIndex[tag.marker] >= 0 {
            let r = rowIndex[tag.marker]
            rows[r].addConstant(-delta)
            if rows[r].constant < 0 { infeasible.append(tag.marker) }
        } else if rowIndex[tag.other] >= 0 {
            let r = rowIndex[tag.other]
            rows[r].addConstant(delta)
            if rows[r].constant < 0 { infeasible.append(tag.other) }
        } else {
            for r in rows.indices {
                let a = rows[r].coefficient(of: tag.marker)
                if a == 0 { continue }
                rows[r].addConstant(a * delta)
                if rows[r].constant < 0 && kinds[basic[r]] != .external { infeasible.append(basic[r]) }
            }
        }
        try dualOptimize()
    }

    // MARK: The simplex

    private func pivotBound() -> Int { 1_000 + 50 * (rows.count + kinds.count) }

    /// The primal simplex: minimises the objective (or, in the artificial step, the artificial objective) over the
    /// feasible region, keeping every restricted basic symbol ≥ 0.
    private mutating func optimize(artificial: Bool = false) throws(Failure) {
        let bound = pivotBound()
        for _ in 0..<bound {
            guard let (entering, increase) = enteringSymbol(artificial: artificial) else { return }
            guard let r = leavingRow(entering, increase: increase) else {
                throw .internalFailure("the objective is unbounded")
            }
            pivot(entering: entering, row: r)
        }
        throw .internalFailure("no optimum after \(bound) pivots")
    }

    /// Bland's rule: the lowest-numbered symbol whose move improves the objective — a restricted symbol whose
    /// reduced cost is lexicographically negative (the first non-zero coefficient, strongest level first, is < 0),
    /// or an unrestricted one whose reduced cost is not zero (it moves up or down). Dummies never enter.
    private mutating func enteringSymbol(artificial: Bool) -> (symbol: Int, increase: Bool)? {
        if artificial {
            return firstImproving(artificialObjective!)
        }
        if levels.count == 1 { return firstImproving(levels[0].row) }
        if levels.isEmpty { return nil }

        seenStamp &+= 1
        if seenStamp == 0 {
            for i in seen.indices { seen[i] = 0 }
            seenStamp = 1
        }
        var best = Int.max
        var increase = true
        for l in levels.indices {
            for term in levels[l].row.terms {
                let s = term.symbol
                if s >= best { break }
                if seen[s] == seenStamp { continue }
                seen[s] = seenStamp  // decided at this level: the first non-zero coefficient
                switch kinds[s] {
                case .dummy, .artificial: continue
                case .external:
                    best = s
                    increase = term.coefficient < 0
                case .slack, .error:
                    if term.coefficient < 0 {
                        best = s
                        increase = true
                    }
                }
            }
        }
        return best == Int.max ? nil : (best, increase)
    }

    private func firstImproving(_ objective: CassowaryRow) -> (symbol: Int, increase: Bool)? {
        for term in objective.terms {
            switch kinds[term.symbol] {
            case .dummy, .artificial: continue
            case .external: return (term.symbol, term.coefficient < 0)
            case .slack, .error: if term.coefficient < 0 { return (term.symbol, true) }
            }
        }
        return nil
    }

    /// The ratio test: the restricted row that first reaches 0 as `entering` moves (up when `increase`), ties to
    /// the lowest-numbered basic symbol.
    private func leavingRow(_ entering: Int, increase: Bool) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Int.max
        for r in rows.indices {
            let b = basic[r]
            if kinds[b] == .external { continue }
            let a = rows[r].coefficient(of: entering)
            let ratio: Double
            if increase {
                guard a < 0 else { continue }
                ratio = -rows[r].constant / a
            } else {
                guard a > 0 else { continue }
                ratio = rows[r].constant / a
            }
            if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                best = r
                bestRatio = ratio
                bestBasic = b
            }
        }
        return best >= 0 ? best : nil
    }

    /// The dual simplex: while a restricted basic symbol is negative, pivot it out for the parametric symbol (with a
    /// positive coefficient in its row) whose objective coefficients over that coefficient are lexicographically
    /// least — the move that keeps the objective optimal.
    private mutating func dualOptimize() throws(Failure) {
        let bound = pivotBound()
        var pivots = 0
        while let leaving = infeasible.popLast() {
            let r = rowIndex[leaving]
            guard r >= 0, rows[r].constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(rows[r]) else {
                infeasible.removeAll()
                throw .internalFailure("the dual simplex found no entering symbol")
            }
            pivot(entering: entering, row: r)
            pivots += 1
            if pivots > bound {
                infeasible.removeAll()
                throw .internalFailure("no feasible solution after \(bound) dual pivots")
            }
        }
    }

    private func dualEnteringSymbol(_ row: CassowaryRow) -> Int? {
        var best = -1
        var bestRatios: [Double] = []
        var ratios = [Double](repeating: 0, count: levels.count)
        for term in row.terms where term.coefficient > 0 {
            let s = term.symbol
            if kinds[s] == .dummy || kinds[s] == .artificial { continue }
            for l in levels.indices { ratios[l] = levels[l].row.coefficient(of: s) / term.coefficient }
            if best < 0 || Self.lexicographicallyLess(ratios, bestRatios) {
                best = s
                bestRatios = ratios
            }
        }
        return best >= 0 ? best : nil
    }

    private static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for i in a.indices where !CassowaryRow.isZero(a[i] - b[i]) { return a[i] < b[i] }
        return false
    }

    /// Exchanges `basic[r]` (leaving) and `entering` (parametric, with a non-zero coefficient in row r), then
    /// replaces `entering` by its new row everywhere else.
    private mutating func pivot(entering: Int, row r: Int) {
        let leaving = basic[r]
        rows[r].add(-1, leaving)  // 0 = row − leaving
        rows[r].solve(for: entering)  // entering = …
        basic[r] = entering
        rowIndex[entering] = r
        rowIndex[leaving] = -1
        substitute(entering, byRowAt: r)
    }

    private mutating func insertRow(_ row: CassowaryRow, basic symbol: Int) {
        rows.append(row)
        basic.append(symbol)
        rowIndex[symbol] = rows.count - 1
        substitute(symbol, byRowAt: rows.count - 1)
    }

    private mutating func removeRow(at r: Int) {
        let symbol = basic[r]
        let last = rows.count - 1
        if r != last {
            rows.swapAt(r, last)
            basic.swapAt(r, last)
            rowIndex[basic[r]] = r
        }
        rows.removeLast()
        basic.removeLast()
        rowIndex[symbol] = -1
    }

    /// Replaces the (now basic) `symbol` by its row in every other row and in the objective.
    private mutating func substitute(_ symbol: Int, byRowAt r: Int) {
        let row = rows[r]
        for i in rows.indices where i != r {
            if rows[i].substitute(symbol, by: row, scratch: &scratch),
                rows[i].constant < 0, kinds[basic[i]] != .external
            {
                infeasible.append(basic[i])
            }
        }
        for l in levels.indices { levels[l].row.substitute(symbol, by: row, scratch: &scratch) }
        if artificialObjective != nil { artificialObjective!.substitute(symbol, by: row, scratch: &scratch) }
    }

    // MARK: The objective

    private func levelIndex(_ priority: Float) -> Int? { levels.firstIndex { $0.priority == priority } }

    /// Adds `coefficient·symbol` to the objective level of `priority` (created if needed), over parametric symbols.
    private mutating func addToObjective(_ symbol: Int, priority: Float, coefficient: Double = 1) {
        let l: Int
        if let found = levelIndex(priority) {
            l = found
        } else {
            l = levels.firstIndex { $0.priority < priority } ?? levels.count
            levels.insert(Level(priority: priority, row: CassowaryRow(), members: 0), at: l)
        }
        let r = rowIndex[symbol]
        if r >= 0 {
            levels[l].row.add(rows[r], times: coefficient, scratch: &scratch)
        } else {
            levels[l].row.add(coefficient, symbol)
        }
    }
}
