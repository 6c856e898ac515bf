/// A row of the simplex tableau, `constant + Σ coefficient·symbol`, over the solver's symbols (small integers:
/// variables, slack, error and dummy variables). As a basic row it reads `basic = constant + Σ …` over parametric
/// symbols; as a new constraint it reads `0 = constant + Σ …`; as an objective it is the function to minimise.
///
/// Terms are kept sorted by symbol (lookups are binary searches, sums are merges, and the lowest symbol comes first
/// for Bland's rule) and without zeros: a coefficient or constant with |x| < 1e-8 is taken as zero.
struct CassowaryRow {
    struct Term {
        var symbol: Int
        var coefficient: Double
    }

    static let epsilon = 1e-8

    @inline(__always) static func isZero(_ x: Double) -> Bool { abs(x) < epsilon }

    var constant: Double
    private(set) var terms: [Term]

    init(constant: Double = 0) {
        self.constant = constant
        terms = []
    }

    /// The index of `symbol`'s term, or where it would go.
    @inline(__always) private func search(_ symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = terms[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(of symbol: Int) -> Double {
        let (i, found) = search(symbol)
        return found ? terms[i].coefficient : 0
    }

    func contains(_ symbol: Int) -> Bool { search(symbol).found }

    /// Adds `coefficient·symbol`.
    mutating func add(_ coefficient: Double, _ symbol: Int) {
        let (i, found) = search(symbol)
        if found {
            let c = terms[i].coefficient + coefficient
            if Self.isZero(c) { terms.remove(at: i) } else { terms[i].coefficient = c }
        } else if !Self.isZero(coefficient) {
            terms.insert(Term(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Drops `symbol`'s term (sets the symbol to zero).
    mutating func remove(_ symbol: Int) {
        let (i, found) = search(symbol)
        if found { terms.remove(at: i) }
    }

    mutating func addConstant(_ delta: Double) {
        constant += delta
        if Self.isZero(constant) { constant = 0 }
    }

    /// `self += k·other`, dropping `self`'s term of `skipping` on the way (a substitution). `scratch` is a buffer
    /// the caller keeps, so that merges allocate nothing once warm.
    mutating func add(_ other: CassowaryRow, times k: Double, skipping: Int = -1, scratch: inout [Term]) {
        addConstant(k * other.constant)
        if other.terms.isEmpty {
            if skipping >= 0 { remove(skipping) }
            return
        }
        // Merge into `scratch` through raw pointers: grown (never shrunk) to the largest possible result, then cut
        // to what was written.
        let capacity = terms.count + other.terms.count
        if scratch.count < capacity {
            scratch.append(contentsOf: repeatElement(Term(symbol: 0, coefficient: 0), count: capacity - scratch.count))
        }
        let written = terms.withUnsafeBufferPointer { a in
            other.terms.withUnsafeBufferPointer { b in
                scratch.withUnsafeMutableBufferPointer { out -> Int in
                    var i = 0
                    var j = 0
                    var w = 0
                    let n = a.count
                    let m = b.count
                    while i < n && j < m {
                        let sa = a[i].symbol
                        let sb = b[j].symbol
                        if sa < sb {
                            if sa != skipping {
                                out[w] = a[i]
                                w &+= 1
                            }
                            i &+= 1
                        } else if sb < sa {
                            let c = k * b[j].coefficient
                            if !Self.isZero(c) {
                                out[w] = Term(symbol: sb, coefficient: c)
                                w &+= 1
                            }
                            j &+= 1
                        } else {
                            let c = sa == skipping ? k * b[j].coefficient : a[i].coefficient + k * b[j].coefficient
                            if !Self.isZero(c) {
                                out[w] = Term(symbol: sa, coefficient: c)
                                w &+= 1
                            }
                            i &+= 1
                            j &+= 1
                        }
                    }
                    while i < n {
                        if a[i].symbol != skipping {
                            out[w] = a[i]
                            w &+= 1
                        }
                        i &+= 1
                    }
                    while j < m {
                        let c = k * b[j].coefficient
                        if !Self.isZero(c) {
                            out[w] = Term(symbol: b[j].symbol, coefficient: c)
                            w &+= 1
                        }
                        j &+= 1
                    }
                    return w
                }
            }
        }
        scratch.removeSubrange(written...)
        swap(&terms, &scratch)
    }

    /// Replaces `symbol` by `row` (the symbol's row: `symbol = row`). Returns whether the symbol was there.
    @discardableResult
    mutating func substitute(_ symbol: Int, by row: CassowaryRow, scratch: inout [Term]) -> Bool {
        let (i, found) = search(symbol)
        guard found else { return false }
        add(row, times: terms[i].coefficient, skipping: symbol, scratch: &scratch)
        return true
    }

    mutating func negate() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Reads `0 = self` and turns it into the row of `symbol`, whose coefficient must not be zero:
    /// `symbol = -(self - a·symbol) / a`.
    mutating func solve(for symbol: Int) {
        let (i, found) = search(symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let k = -1 / terms[i].coefficient
        terms.remove(at: i)
        constant *= k
        if Self.isZero(constant) { constant = 0 }
        var dropped = false
        for t in terms.indices {
            terms[t].coefficient *= k
            if Self.isZero(terms[t].coefficient) { dropped = true }
        }
        if dropped { terms.removeAll { Self.isZero($0.coefficient) } }
    }
}
