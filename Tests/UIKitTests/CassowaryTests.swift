import XCTest

@testable import UIKit

/// The Cassowary engine under Auto Layout (`Sources/UIKit/Cassowary/`), on plain constraints.
final class CassowaryTests: XCTestCase {
    private typealias Variable = CassowaryVariable
    private typealias Expression = CassowaryExpression
    private typealias Constraint = CassowaryConstraint

    private func p(_ priority: Float) -> CassowaryStrength { CassowaryStrength(priority) }

    // MARK: Equalities and inequalities

    func testEqualities() throws {
        let solver = CassowarySolver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(y, .equal, x + 5))
        try solver.add(Constraint(2 * z, .equal, y - x + 20))  // z = (15 − 10 + 20) / 2
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(y.value, 15, accuracy: 1e-9)
        XCTAssertEqual(z.value, 12.5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 12.5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: Variable("unknown")), 0)

        // A redundant required equality is accepted (it follows from the others), and removing the one it
        // depends on leaves it in force.
        let first = Constraint(x, .equal, 10)
        let solver2 = CassowarySolver()
        try solver2.add(first)
        try solver2.add(Constraint(x + x, .equal, 20))
        try solver2.remove(first)
        try solver2.add(Constraint(x, .equal, 30, strength: p(500)))
        XCTAssertEqual(solver2.value(of: x), 10, accuracy: 1e-9)
    }

    func testInequalities() throws {
        let solver = CassowarySolver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .lessThanOrEqual, 20))
        let pull = Constraint(x, .equal, 50, strength: p(250))
        try solver.add(pull)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        try solver.remove(pull)
        try solver.add(Constraint(x, .equal, 0, strength: p(250)))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)

        // Between two variables: a gap of at least 8, a preferred gap of 30 that a required bound cuts to 25.
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(Constraint(a, .equal, 100))
        try solver.add(Constraint(b, .greaterThanOrEqual, a + 8))
        try solver.add(Constraint(b, .equal, a + 30, strength: p(750)))
        try solver.add(Constraint(b, .lessThanOrEqual, 125))
        XCTAssertEqual(solver.value(of: b), 125, accuracy: 1e-9)

        // An optional inequality holds when it can, and is violated as little as possible when it cannot.
        let c = Variable("c")
        try solver.add(Constraint(c, .lessThanOrEqual, 40, strength: p(500)))
        try solver.add(Constraint(c, .equal, 100, strength: p(250)))
        XCTAssertEqual(solver.value(of: c), 40, accuracy: 1e-9)
        try solver.add(Constraint(c, .greaterThanOrEqual, 60))
        XCTAssertEqual(solver.value(of: c), 60, accuracy: 1e-9)
    }

    // MARK: Priorities

    func testAWeakerConstraintYieldsToAStrongerOne() throws {
        for strongFirst in [true, false] {
            let solver = CassowarySolver()
            let width = Variable("width")
            let weak = Constraint(width, .equal, 100, strength: p(250))
            let strong = Constraint(width, .equal, 200, strength: p(750))
            try solver.add(strongFirst ? strong : weak)
            try solver.add(strongFirst ? weak : strong)
            XCTAssertEqual(solver.value(of: width), 200, accuracy: 1e-9)
            try solver.remove(strong)
            XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        }
        // Neighbouring priorities, and the extremes of the optional range.
        let solver = CassowarySolver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 1, strength: p(1)))
        try solver.add(Constraint(x, .equal, 999, strength: p(999)))
        try solver.add(Constraint(x, .equal, 998, strength: p(998)))
        XCTAssertEqual(solver.value(of: x), 999, accuracy: 1e-9)
        try solver.add(Constraint(x, .lessThanOrEqual, 500))
        XCTAssertEqual(solver.value(of: x), 500, accuracy: 1e-9)
    }

    /// Priorities dominate lexicographically: no number of weaker constraints outweighs one stronger one (with
    /// weights instead of levels, 200 errors of 100 at priority 250 would beat one of 100 at 251).
    func testPrioritiesAreLexicographicNotWeights() throws {
        let solver = CassowarySolver()
        let x = Variable("x")
        for _ in 0..<200 { try solver.add(Constraint(x, .equal, 100, strength: p(250))) }
        try solver.add(Constraint(x, .equal, 0, strength: p(251)))
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.tableauSize.objectiveLevels, 2)

        // Across levels that come and go: the levels of removed constraints disappear.
        let y = Variable("y")
        let mid = Constraint(y, .equal, 50, strength: p(500.5))
        try solver.add(Constraint(y, .equal, 10, strength: p(500)))
        try solver.add(mid)
        XCTAssertEqual(solver.value(of: y), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.tableauSize.objectiveLevels, 4)
        try solver.remove(mid)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.tableauSize.objectiveLevels, 3)
    }

    /// Constraints of one priority trade by the sum of their errors (Cassowary's weighted L1 norm), and the simplex
    /// ends on a vertex: two equal pulls do not meet half way — the first one added holds, as in Cassowary and
    /// kiwi — and of three, the majority wins (the L1 optimum is the median).
    func testEqualPriorityConflictsSplitAsCassowaryDoes() throws {
        let solver = CassowarySolver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 10, strength: p(500)))
        try solver.add(Constraint(x, .equal, 20, strength: p(500)))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        try solver.add(Constraint(x, .equal, 20, strength: p(500)))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)

        // Two views of equal hugging priority in a wider container: one of them takes all the extra space.
        let w1 = Variable("w1")
        let w2 = Variable("w2")
        let s = CassowarySolver()
        try s.add(Constraint(w1 + w2, .equal, 300))
        try s.add(Constraint(w1, .lessThanOrEqual, 50, strength: p(250)))
        try s.add(Constraint(w2, .lessThanOrEqual, 50, strength: p(250)))
        try s.add(Constraint(w1, .greaterThanOrEqual, 50, strength: p(750)))
        try s.add(Constraint(w2, .greaterThanOrEqual, 50, strength: p(750)))
        s.updateVariables()
        XCTAssertEqual(w1.value + w2.value, 300, accuracy: 1e-9)
        XCTAssertEqual(min(w1.value, w2.value), 50, accuracy: 1e-9)
    }

    // MARK: Required conflicts

    func testAnUnsatisfiableRequiredConstraintThrowsNamingIt() throws {
        let solver = CassowarySolver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x, .equal, 10))
        let conflicting = Constraint(x, .equal, 20, label: "width == 20")
        XCTAssertThrowsError(try solver.add(conflicting)) { error in
            guard case CassowaryError.unsatisfiableConstraint(let c) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === conflicting)
            XCTAssertTrue("\(error)".contains("width == 20"), "\(error)")
        }
        XCTAssertFalse(solver.contains(conflicting))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)

        // Inequalities (found by the artificial-variable step) and a contradiction through other variables.
        try solver.add(Constraint(y, .greaterThanOrEqual, x + 30))
        let upper = Constraint(y, .lessThanOrEqual, 35)
        XCTAssertThrowsError(try solver.add(upper)) { error in
            guard case CassowaryError.unsatisfiableConstraint(let c) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === upper)
        }
        try solver.add(Constraint(y, .lessThanOrEqual, 45))
        try solver.add(Constraint(y, .equal, 0, strength: p(250)))
        XCTAssertEqual(solver.value(of: y), 40, accuracy: 1e-9)

        let a = Variable("a")
        let b = Variable("b")
        try solver.add(Constraint(a + b, .equal, 10))
        try solver.add(Constraint(a, .equal, 3))
        XCTAssertThrowsError(try solver.add(Constraint(b, .greaterThanOrEqual, 8)))
        XCTAssertThrowsError(try solver.add(Constraint(b - a, .equal, 0)))
        try solver.add(Constraint(b, .lessThanOrEqual, 7))  // exactly at the bound: fine
        solver.updateVariables()
        XCTAssertEqual(a.value, 3, accuracy: 1e-9)
        XCTAssertEqual(b.value, 7, accuracy: 1e-9)
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)

        // A variable first seen in a refused constraint is forgotten.
        let fresh = Variable("fresh")
        XCTAssertThrowsError(try solver.add(Constraint(a + fresh * 0, .equal, 4)))
        fresh.value = 123
        solver.updateVariables()
        XCTAssertEqual(fresh.value, 123)
    }

    func testMisuseThrows() throws {
        let solver = CassowarySolver()
        let x = Variable("x")
        let c = Constraint(x, .equal, 1)
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) {
            guard case CassowaryError.duplicateConstraint = $0 else { return XCTFail() }
        }
        try solver.remove(c)
        XCTAssertThrowsError(try solver.remove(c)) {
            guard case CassowaryError.unknownConstraint = $0 else { return XCTFail() }
        }
        XCTAssertThrowsError(try solver.suggestValue(x, 3)) {
            guard case CassowaryError.unknownEditVariable = $0 else { return XCTFail() }
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) {
            guard case CassowaryError.requiredEditVariable = $0 else { return XCTFail() }
        }
        try solver.addEditVariable(x, strength: p(999))
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: p(500))) {
            guard case CassowaryError.duplicateEditVariable = $0 else { return XCTFail() }
        }
        XCTAssertEqual(CassowaryStrength(5000).priority, 1000)
        XCTAssertEqual(CassowaryStrength(0).priority, 1)
        XCTAssertEqual(
            "\(Constraint(2 * x + 3, .lessThanOrEqual, x, strength: p(250)))", "2*x - x + 3 <= 0 (priority 250.0)")
    }

    // MARK: Removing

    func testRemoveRestoresThePreviousSolution() throws {
        let solver = CassowarySolver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.add(Constraint(left, .equal, 20))
        try solver.add(Constraint(right, .equal, left + width))
        try solver.add(Constraint(width, .greaterThanOrEqual, 40))
        try solver.add(Constraint(width, .equal, 100, strength: p(250)))
        try solver.add(Constraint(right, .lessThanOrEqual, 300, strength: p(750)))
        solver.updateVariables()
        let before = [left.value, width.value, right.value]
        XCTAssertEqual(before, [20, 100, 120])

        let added = [
            Constraint(right, .lessThanOrEqual, 80),
            Constraint(width, .equal, 500, strength: p(500)),
            Constraint(left, .greaterThanOrEqual, width, strength: p(300))
        ]
        for c in added { try solver.add(c) }
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], [20, 60, 80])
        for c in added.reversed() { try solver.remove(c) }
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], before)
        // In another order too.
        for c in added { try solver.add(c) }
        for c in added { try solver.remove(c) }
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], before)
    }

    /// Layout changes constants all the time (remove, add): the tableau keeps the size of what is live — the
    /// symbols of removed and refused constraints are handed out again, variables no constraint uses are forgotten.
    func testSymbolsAreRecycledAndUnusedVariablesForgotten() throws {
        let solver = CassowarySolver()
        let x = Variable("x")
        let w = Variable("w")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(w, .greaterThanOrEqual, 0))
        var optional = Constraint(w, .equal, x + 5, strength: p(500))
        var required = Constraint(w, .lessThanOrEqual, x + 100)
        try solver.add(optional)
        try solver.add(required)
        let size = solver.tableauSize
        for k in 0..<500 {
            try solver.remove(optional)
            try solver.remove(required)
            optional = Constraint(w, .equal, x + Expression(constant: Double(k)), strength: p(500))
            required = Constraint(w, .lessThanOrEqual, x + Expression(constant: Double(k % 50)))
            try solver.add(required)
            try solver.add(optional)
            XCTAssertThrowsError(try solver.add(Constraint(w, .greaterThanOrEqual, x + 1000)))
            XCTAssertEqual(solver.value(of: w), 10 + Double(min(k, k % 50)), accuracy: 1e-9)
        }
        // Two more numbers than at the start, once: the refused constraint's slack and its artificial variable.
        XCTAssertEqual(solver.tableauSize.symbols, size.symbols + 2)
        XCTAssertEqual(solver.tableauSize.rows, size.rows)
        let numbers = solver.tableauSize.symbols

        let temporary = Variable("temporary")
        let uses = Constraint(temporary, .equal, w * 2)
        try solver.add(uses)
        XCTAssertEqual(solver.tableauSize.variables, 3)
        XCTAssertEqual(solver.value(of: temporary), 2 * solver.value(of: w), accuracy: 1e-9)
        try solver.remove(uses)
        XCTAssertEqual(solver.tableauSize.variables, 2)
        XCTAssertEqual(solver.value(of: temporary), 0)
        XCTAssertEqual(solver.tableauSize.symbols, numbers, "free numbers were handed out again")
    }

    // MARK: Edit variables

    func testEditVariablesAndRepeatedSuggestions() throws {
        // A midpoint between two edges inside [0, 100] (the paper's example): drag the midpoint.
        let solver = CassowarySolver()
        let l = Variable("l")
        let m = Variable("m")
        let r = Variable("r")
        try solver.add(Constraint(2 * m, .equal, l + r))
        try solver.add(Constraint(l + 10, .lessThanOrEqual, r))
        try solver.add(Constraint(l, .greaterThanOrEqual, 0))
        try solver.add(Constraint(r, .lessThanOrEqual, 100))
        try solver.add(Constraint(l, .equal, 40, strength: p(1)))  // stays, weaker than the drag
        try solver.add(Constraint(r, .equal, 60, strength: p(1)))
        solver.updateVariables()
        XCTAssertEqual([l.value, m.value, r.value], [40, 50, 60])

        try solver.addEditVariable(m, strength: p(900))
        XCTAssertTrue(solver.hasEditVariable(m))
        XCTAssertEqual(solver.value(of: m), 50, accuracy: 1e-9, "adding an edit variable moves nothing")
        for target in stride(from: 50.0, through: 95, by: 1) {
            try solver.suggestValue(m, target)
            solver.updateVariables()
            XCTAssertEqual(m.value, target, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(r.value, 100 + 1e-9)
            XCTAssertLessThanOrEqual(l.value + 10, r.value + 1e-9)
        }
        XCTAssertEqual(r.value, 100, accuracy: 1e-9, "the right point is against the wall")
        XCTAssertEqual(l.value, 90, accuracy: 1e-9, "and the left one as near as the gap allows")
        try solver.suggestValue(m, 120)  // past what the required constraints allow: as close as it gets
        XCTAssertEqual(solver.value(of: m), 95, accuracy: 1e-9)
        try solver.suggestValue(m, -30)
        XCTAssertEqual(solver.value(of: m), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: l), 0, accuracy: 1e-9)
        try solver.suggestValue(m, 50)
        solver.updateVariables()
        XCTAssertEqual(m.value, 50, accuracy: 1e-9)
        XCTAssertEqual(l.value, 40, accuracy: 1e-9, "back in the middle, both edges go back to their weak pulls")
        XCTAssertEqual(r.value, 60, accuracy: 1e-9)

        try solver.removeEditVariable(m)
        XCTAssertFalse(solver.hasEditVariable(m))
        solver.updateVariables()
        XCTAssertEqual(2 * m.value, l.value + r.value, accuracy: 1e-9)

        // Two edit variables of one window, as a resize: width and height follow the suggestions.
        let width = Variable("width")
        let height = Variable("height")
        let half = Variable("half")
        try solver.add(Constraint(width, .greaterThanOrEqual, 100))
        try solver.add(Constraint(2 * half, .equal, width))
        try solver.add(Constraint(height, .equal, 0, strength: p(500)))
        try solver.addEditVariable(width, strength: p(750))
        try solver.addEditVariable(height, strength: p(750))
        for (w, h) in [(400.0, 600.0), (600, 400), (50, 20), (1200, 800)] {
            try solver.suggestValue(width, w)
            try solver.suggestValue(height, h)
            solver.updateVariables()
            XCTAssertEqual(width.value, max(w, 100), accuracy: 1e-9)
            XCTAssertEqual(half.value, max(w, 100) / 2, accuracy: 1e-9)
            XCTAssertEqual(height.value, h, accuracy: 1e-9)
        }
    }

    // MARK: Layouts

    /// 100 views left to right in a 1,500-point container: 8-point margins, 2-point gaps, each at least 10 wide and
    /// hugging 10 (priority 250) but the last, hugging less (249), which takes the rest.
    func testAChainOf100ViewsLeftToRight() throws {
        let solver = CassowarySolver()
        let container = Variable("container")
        try solver.add(Constraint(container, .equal, 1500))
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for i in 0..<100 {
            let left = Variable("left\(i)")
            let width = Variable("width\(i)")
            if let previous = lefts.last, let previousWidth = widths.last {
                try solver.add(Constraint(left, .equal, previous + previousWidth + 2))
            } else {
                try solver.add(Constraint(left, .equal, 8))
            }
            try solver.add(Constraint(width, .greaterThanOrEqual, 10))
            try solver.add(Constraint(width, .lessThanOrEqual, 10, strength: p(i == 99 ? 249 : 250)))
            lefts.append(left)
            widths.append(width)
        }
        try solver.add(Constraint(lefts[99] + widths[99] + 8, .equal, container))
        solver.updateVariables()
        for i in 0..<99 {
            XCTAssertEqual(lefts[i].value, 8 + 12 * Double(i), accuracy: 1e-9)
            XCTAssertEqual(widths[i].value, 10, accuracy: 1e-9)
        }
        XCTAssertEqual(lefts[99].value, 8 + 12 * 99, accuracy: 1e-9)
        XCTAssertEqual(widths[99].value, 1500 - 8 - 8 - 12 * 99, accuracy: 1e-9)

        // Shrink the container below what the views need: the required minimum widths make it unsatisfiable.
        XCTAssertThrowsError(try solver.add(Constraint(container, .lessThanOrEqual, 1000)))
    }

    /// What the propagation solver could not do: a grandchild pinned to its grandparent, through a child that is
    /// itself inset — one system for the whole tree.
    func testAGrandchildPinnedToItsGrandparent() throws {
        let solver = CassowarySolver()
        let root = Box("root")
        let child = Box("child")
        let grandchild = Box("grandchild")
        try solver.add(Constraint(root.minX, .equal, 0))
        try solver.add(Constraint(root.minY, .equal, 0))
        try solver.add(Constraint(root.width, .equal, 400))
        try solver.add(Constraint(root.height, .equal, 300))
        try solver.add(Constraint(child.left, .equal, root.left + 20))
        try solver.add(Constraint(child.top, .equal, root.top + 30))
        try solver.add(Constraint(child.right, .equal, root.right - 20))
        try solver.add(Constraint(child.bottom, .equal, root.bottom - 30))
        try solver.add(Constraint(grandchild.left, .equal, root.left + 50))
        try solver.add(Constraint(grandchild.centerY, .equal, root.centerY))
        try solver.add(Constraint(grandchild.right, .equal, child.right - 10))
        try solver.add(Constraint(grandchild.height, .equal, grandchild.width * 0.5))
        solver.updateVariables()
        XCTAssertEqual(child.frame, [20, 30, 360, 240])
        XCTAssertEqual(grandchild.frame, [50, 70, 320, 160])
    }

    // MARK: GNUstep's Auto Layout engine tests

    /// The expected frames of BennyKJohnson/ConstraintBasedLayoutTests (GSAutoLayoutEngineTests.m, GNUstep's Auto
    /// Layout engine checked against AppKit) as plain constraints. Auto Layout measures top-down (`top + 20` is 20
    /// points below); the tests give AppKit frames, whose y counts up from the bottom of the root.
    private final class Layout {
        let solver = CassowarySolver()
        let root = Box("root")

        init(width: Double, height: Double) throws {
            try solver.add(Constraint(root.minX, .equal, 0))
            try solver.add(Constraint(root.minY, .equal, 0))
            try solver.add(Constraint(root.width, .equal, Expression(constant: width)))
            try solver.add(Constraint(root.height, .equal, Expression(constant: height)))
        }

        @discardableResult
        func add(_ lhs: Expression, _ relation: CassowaryRelation, _ rhs: Expression, _ priority: Float = 1000) throws
            -> Constraint
        {
            let c = Constraint(lhs, relation, rhs, strength: CassowaryStrength(priority))
            try solver.add(c)
            return c
        }

        func size(_ box: Box, _ width: Double, _ height: Double) throws {
            try add(box.width.expression, .equal, Expression(constant: width))
            try add(box.height.expression, .equal, Expression(constant: height))
        }

        func center(_ box: Box) throws {
            try add(box.centerX, .equal, root.centerX)
            try add(box.centerY, .equal, root.centerY)
        }

        /// Intrinsic content size: hugging (≤) and compression resistance (≥), per axis.
        func intrinsic(
            _ box: Box, _ width: Double, _ height: Double, hugging: (Float, Float) = (250, 250),
            compression: (Float, Float) = (750, 750)
        ) throws {
            try add(box.width.expression, .lessThanOrEqual, Expression(constant: width), hugging.0)
            try add(box.width.expression, .greaterThanOrEqual, Expression(constant: width), compression.0)
            try add(box.height.expression, .lessThanOrEqual, Expression(constant: height), hugging.1)
            try add(box.height.expression, .greaterThanOrEqual, Expression(constant: height), compression.1)
        }

        func appKitFrame(_ box: Box) -> [Double] {
            solver.updateVariables()
            let f = box.frame
            return [f[0], root.height.value - f[1] - f[3], f[2], f[3]]
        }
    }

    func testGNUstepRootViewWithWidthAndHeight() throws {
        let layout = try Layout(width: 800, height: 600)
        XCTAssertEqual(layout.appKitFrame(layout.root), [0, 0, 800, 600])
    }

    func testGNUstepHorizontalAndVerticalCentre() throws {
        let layout = try Layout(width: 400, height: 400)
        let sub = Box("sub")
        try layout.size(sub, 100, 100)
        try layout.add(sub.top, .equal, layout.root.top + 20)
        try layout.add(sub.centerX, .equal, layout.root.centerX)
        XCTAssertEqual(layout.appKitFrame(sub), [150, 280, 100, 100])

        let centred = Box("centred")
        try layout.size(centred, 100, 100)
        try layout.center(centred)
        XCTAssertEqual(layout.appKitFrame(centred), [150, 150, 100, 100])
    }

    func testGNUstepRequiredAndOptionalPriorities() throws {
        let layout = try Layout(width: 400, height: 400)
        let sub = Box("sub")
        try layout.add(sub.width.expression, .equal, 200)  // required
        try layout.add(sub.width.expression, .equal, 100, 750)  // NSLayoutPriorityDefaultHigh
        try layout.add(sub.height.expression, .equal, 100)
        try layout.center(sub)
        XCTAssertEqual(layout.appKitFrame(sub), [100, 150, 200, 100])

        let custom = try Layout(width: 400, height: 400)
        let view = Box("view")
        try custom.add(view.width.expression, .equal, 100, 499)
        try custom.add(view.height.expression, .equal, 100)
        try custom.center(view)
        try custom.add(view.width.expression, .equal, 200, 500)
        XCTAssertEqual(custom.appKitFrame(view), [100, 150, 200, 100])
    }

    func testGNUstepRemovingConstraints() throws {
        let layout = try Layout(width: 400, height: 400)
        let sub = Box("sub")
        try layout.add(sub.height.expression, .equal, 100)
        let toRemove = try layout.add(sub.width.expression, .equal, 100)
        try layout.add(sub.width.expression, .equal, 200, 999)
        try layout.center(sub)
        XCTAssertEqual(layout.appKitFrame(sub), [150, 150, 100, 100])
        try layout.solver.remove(toRemove)
        XCTAssertEqual(layout.appKitFrame(sub), [100, 150, 200, 100])

        let several = try Layout(width: 400, height: 400)
        let view = Box("view")
        try several.center(view)
        let widthToRemove = try several.add(view.width.expression, .equal, 100)
        try several.add(view.width.expression, .equal, 200, 999)
        let heightToRemove = try several.add(view.height.expression, .equal, 100)
        try several.add(view.height.expression, .equal, 200, 999)
        XCTAssertEqual(several.appKitFrame(view), [150, 150, 100, 100])
        try several.solver.remove(widthToRemove)
        try several.solver.remove(heightToRemove)
        XCTAssertEqual(several.appKitFrame(view), [100, 100, 200, 200])
    }

    func testGNUstepMultiplierAndUpdatedConstant() throws {
        let layout = try Layout(width: 400, height: 400)
        let sub = Box("sub")
        try layout.center(sub)
        try layout.add(sub.width.expression, .equal, layout.root.width * 0.5)
        try layout.add(sub.height.expression, .equal, layout.root.height * 0.5)
        XCTAssertEqual(layout.appKitFrame(sub), [100, 100, 200, 200])

        // Changing a constraint's constant: remove it and add the new one.
        let updated = try Layout(width: 400, height: 400)
        let view = Box("view")
        let width = try updated.add(view.width.expression, .equal, 100)
        try updated.add(view.height.expression, .equal, 100)
        try updated.center(view)
        XCTAssertEqual(updated.appKitFrame(view), [150, 150, 100, 100])
        try updated.solver.remove(width)
        try updated.add(view.width.expression, .equal, 200)
        XCTAssertEqual(updated.appKitFrame(view), [100, 150, 200, 100])
    }

    func testGNUstepBaselinesAsEditVariables() throws {
        // firstBaseline = top + firstBaselineOffsetFromTop; lastBaseline = bottom − baselineOffsetFromBottom: the
        // offsets are properties of the view, edit variables the engine moves when they change.
        for last in [false, true] {
            let layout = try Layout(width: 400, height: 400)
            let baselineView = Box("baselineView")
            let offsetView = Box("offsetView")
            try layout.size(baselineView, 20, 20)
            try layout.add(baselineView.top, .equal, layout.root.top)
            try layout.add(baselineView.left, .equal, layout.root.left)
            let offset = Variable("baselineOffset")
            let baseline = Variable("baseline")
            try layout.solver.addEditVariable(offset, strength: CassowaryStrength(999))
            try layout.solver.suggestValue(offset, last ? 10 : 5)
            try layout.add(baseline.expression, .equal, last ? baselineView.bottom - offset : baselineView.top + offset)
            try layout.size(offsetView, 20, 20)
            try layout.add(offsetView.left, .equal, layout.root.left)
            try layout.add(offsetView.top, .equal, baseline.expression)
            XCTAssertEqual(layout.appKitFrame(offsetView), [0, last ? 370 : 375, 20, 20])
            try layout.solver.suggestValue(offset, 0)
            XCTAssertEqual(layout.appKitFrame(offsetView), [0, last ? 360 : 380, 20, 20])
        }
    }

    func testGNUstepConflictingRequiredWidths() throws {
        let layout = try Layout(width: 400, height: 400)
        let view = Box("view")
        try layout.add(view.width.expression, .equal, 100)
        // GNUstep's engine logs and goes on; the solver refuses the second one and names it for the caller.
        let conflicting = Constraint(view.width, .equal, 200)
        XCTAssertThrowsError(try layout.solver.add(conflicting)) { error in
            guard case CassowaryError.unsatisfiableConstraint(let c) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === conflicting)
        }
        XCTAssertEqual(layout.appKitFrame(view)[2], 100)
    }

    func testGNUstepRelations() throws {
        // width ≥ 200 (required) and width == 250 at 999
        var layout = try Layout(width: 400, height: 400)
        var sub = Box("sub")
        try layout.center(sub)
        try layout.add(sub.height.expression, .equal, 100)
        try layout.add(sub.width.expression, .greaterThanOrEqual, 200)
        try layout.add(sub.width.expression, .equal, 250, 999)
        XCTAssertEqual(layout.appKitFrame(sub), [75, 150, 250, 100])

        // width ≤ 250 (required) and width == 200 at 999
        layout = try Layout(width: 400, height: 400)
        sub = Box("sub")
        try layout.center(sub)
        try layout.add(sub.height.expression, .equal, 100)
        try layout.add(sub.width.expression, .lessThanOrEqual, 250)
        try layout.add(sub.width.expression, .equal, 200, 999)
        XCTAssertEqual(layout.appKitFrame(sub), [100, 150, 200, 100])

        // width ≤ root.width and width == 250, both required
        layout = try Layout(width: 400, height: 400)
        sub = Box("sub")
        try layout.center(sub)
        try layout.add(sub.height.expression, .equal, 100)
        try layout.add(sub.width.expression, .lessThanOrEqual, layout.root.width.expression)
        try layout.add(sub.width.expression, .equal, 250)
        XCTAssertEqual(layout.appKitFrame(sub), [75, 150, 250, 100])

        // width ≥ another view's width (100) and width == 250 at 999
        layout = try Layout(width: 400, height: 400)
        sub = Box("sub")
        let associated = Box("associated")
        try layout.size(associated, 100, 100)
        try layout.center(sub)
        try layout.add(sub.height.expression, .equal, 100)
        try layout.add(sub.width.expression, .greaterThanOrEqual, associated.width.expression)
        try layout.add(sub.width.expression, .equal, 250, 999)
        XCTAssertEqual(layout.appKitFrame(sub), [75, 150, 250, 100])
    }

    func testGNUstepIntrinsicContentSize() throws {
        let layout = try Layout(width: 400, height: 400)
        let sub = Box("sub")
        try layout.intrinsic(sub, 40, 20)
        try layout.add(sub.left, .equal, layout.root.left)
        try layout.add(sub.bottom, .equal, layout.root.bottom)
        XCTAssertEqual(layout.appKitFrame(sub), [0, 0, 40, 20])
    }

    /// Two views stacked in the root, pinned to its edges and to each other, their intrinsic sizes competing by
    /// hugging or compression-resistance priority.
    private func stack(
        vertical: Bool, intrinsic: (Double, Double), hugging: (Float, Float) = (250, 250),
        compression: (Float, Float) = (750, 750)
    ) throws -> [[Double]] {
        let layout = try Layout(width: 400, height: 400)
        let first = Box("first")
        let second = Box("second")
        let root = layout.root
        for (box, h, c) in [(first, hugging.0, compression.0), (second, hugging.1, compression.1)] {
            if vertical {
                try layout.intrinsic(box, intrinsic.0, intrinsic.1, hugging: (250, h), compression: (750, c))
            } else {
                try layout.intrinsic(box, intrinsic.0, intrinsic.1, hugging: (h, 250), compression: (c, 750))
            }
        }
        if vertical {  // first: top-left corner; second: bottom-left corner; first.bottom == second.top
            try layout.add(first.left, .equal, root.left)
            try layout.add(first.top, .equal, root.top)
            try layout.add(second.left, .equal, root.left)
            try layout.add(second.bottom, .equal, root.bottom)
            try layout.add(first.bottom, .equal, second.top)
        } else {  // first: top-left corner; second: top-right corner; first.trailing == second.leading
            try layout.add(first.left, .equal, root.left)
            try layout.add(first.top, .equal, root.top)
            try layout.add(second.right, .equal, root.right)
            try layout.add(second.top, .equal, root.top)
            try layout.add(first.right, .equal, second.left)
        }
        return [layout.appKitFrame(first), layout.appKitFrame(second)]
    }

    func testGNUstepCompetingHuggingAndCompressionResistance() throws {
        XCTAssertEqual(
            try stack(vertical: true, intrinsic: (50, 50), hugging: (250, 100)),
            [[0, 350, 50, 50], [0, 0, 50, 350]])
        XCTAssertEqual(
            try stack(vertical: false, intrinsic: (250, 20), compression: (750, 700)),
            [[0, 380, 250, 20], [250, 380, 150, 20]])
        XCTAssertEqual(
            try stack(vertical: false, intrinsic: (50, 20), hugging: (250, 1)),
            [[0, 380, 50, 20], [50, 380, 350, 20]])
        XCTAssertEqual(
            try stack(vertical: true, intrinsic: (50, 250), compression: (800, 700)),
            [[0, 150, 50, 250], [0, 0, 50, 150]])
    }

    // MARK: Randomised: incremental equals from scratch

    /// Random systems built, edited and torn down incrementally: after every step, the solution satisfies every
    /// required constraint and has the same lexicographic error (per priority, strongest first) as a solver that
    /// adds the remaining constraints from scratch. Solutions may differ where several are optimal; their error
    /// cannot. Refused constraints must really be infeasible: the fresh solver refuses them too.
    func testRandomSystemsMatchAFreshSolve() throws {
        var random = SplitMix(seed: 0xC0FFEE)
        let priorities: [Float] = [1000, 1000, 1000, 999, 750, 500, 250, 1]
        for round in 0..<60 {
            let variables = (0..<6).map { Variable("v\($0)") }
            let solver = CassowarySolver()
            var live: [Constraint] = []
            for step in 0..<40 {
                if !live.isEmpty && random.next(4) == 0 {
                    let c = live.remove(at: random.next(live.count))
                    try solver.remove(c)
                } else {
                    var expression = Expression(constant: Double(random.next(201)) - 100)
                    for _ in 0...random.next(2) {
                        let k = [1.0, -1, 2, 0.5, -3][random.next(5)]
                        expression = expression + variables[random.next(variables.count)] * k
                    }
                    let relation = [CassowaryRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                    let c = Constraint(
                        expression, relation, 0, strength: CassowaryStrength(priorities[random.next(priorities.count)]))
                    do {
                        try solver.add(c)
                        live.append(c)
                    } catch {
                        guard case .unsatisfiableConstraint = error else { throw error }
                        let check = CassowarySolver()
                        for old in live where old.strength.isRequired { try check.add(old) }
                        XCTAssertThrowsError(
                            try check.add(c), "round \(round) step \(step): refused a feasible constraint")
                    }
                }
                solver.updateVariables()
                let fresh = CassowarySolver()
                for c in live { try fresh.add(c) }
                let incremental = Self.errors(of: live, values: variables.map { solver.value(of: $0) }, variables)
                let scratch = Self.errors(of: live, values: variables.map { fresh.value(of: $0) }, variables)
                XCTAssertEqual(incremental.required, 0, accuracy: 1e-6, "round \(round) step \(step)")
                XCTAssertEqual(incremental.levels.count, scratch.levels.count)
                for (a, b) in zip(incremental.levels, scratch.levels) {
                    XCTAssertEqual(a.priority, b.priority)
                    XCTAssertEqual(
                        a.error, b.error, accuracy: 1e-6, "round \(round) step \(step) priority \(a.priority)")
                    if abs(a.error - b.error) > 1e-6 { break }  // below a differing level the errors may differ
                }
            }
            // Torn down, nothing is left but free symbol numbers.
            for c in live.shuffled(using: &random) { try solver.remove(c) }
            let size = solver.tableauSize
            XCTAssertEqual([size.rows, size.objectiveLevels, size.variables], [0, 0, 0], "round \(round)")
        }
    }

    /// Edit variables against a fresh solve with the suggestion as a plain constraint of the edit's strength.
    func testRandomSuggestionsMatchAFreshSolve() throws {
        var random = SplitMix(seed: 42)
        for _ in 0..<20 {
            let x = Variable("x")
            let y = Variable("y")
            let z = Variable("z")
            let system = [
                Constraint(x + y, .lessThanOrEqual, 100),
                Constraint(x, .greaterThanOrEqual, 0),
                Constraint(y, .greaterThanOrEqual, x * 0.5 - 10),
                Constraint(z, .equal, x - y, strength: CassowaryStrength(600)),
                Constraint(z, .lessThanOrEqual, 30),
                Constraint(y, .equal, 40, strength: CassowaryStrength(100))
            ]
            let solver = CassowarySolver()
            for c in system { try solver.add(c) }
            try solver.addEditVariable(x, strength: CassowaryStrength(800))
            try solver.addEditVariable(z, strength: CassowaryStrength(300))
            for _ in 0..<30 {
                let sx = Double(random.next(300)) - 100
                let sz = Double(random.next(200)) - 100
                try solver.suggestValue(x, sx)
                try solver.suggestValue(z, sz)
                let fresh = CassowarySolver()
                for c in system { try fresh.add(c) }
                let ex = Constraint(x, .equal, Expression(constant: sx), strength: CassowaryStrength(800))
                let ez = Constraint(z, .equal, Expression(constant: sz), strength: CassowaryStrength(300))
                try fresh.add(ex)
                try fresh.add(ez)
                let all = system + [ex, ez]
                let a = Self.errors(of: all, values: [x, y, z].map { solver.value(of: $0) }, [x, y, z])
                let b = Self.errors(of: all, values: [x, y, z].map { fresh.value(of: $0) }, [x, y, z])
                XCTAssertEqual(a.required, 0, accuracy: 1e-6)
                for (la, lb) in zip(a.levels, b.levels) {
                    XCTAssertEqual(
                        la.error, lb.error, accuracy: 1e-6, "priority \(la.priority), suggestions \(sx), \(sz)")
                    if abs(la.error - lb.error) > 1e-6 { break }
                }
            }
        }
    }

    /// The total violation of the required constraints, and of the optional ones per priority (strongest first).
    private static func errors(of constraints: [Constraint], values: [Double], _ variables: [Variable])
        -> (required: Double, levels: [(priority: Float, error: Double)])
    {
        var required = 0.0
        var levels: [Float: Double] = [:]
        for c in constraints {
            var v = c.expression.constant
            for term in c.expression.terms {
                v += term.coefficient * values[variables.firstIndex { $0 === term.variable }!]
            }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(v)
            case .lessThanOrEqual: violation = max(0, v)
            case .greaterThanOrEqual: violation = max(0, -v)
            }
            if c.strength.isRequired {
                required += violation
            } else {
                levels[c.strength.priority, default: 0] += violation
            }
        }
        return (required, levels.sorted { $0.key > $1.key }.map { ($0.key, $0.value) })
    }
}

/// A view's frame as solver variables, top-down as Auto Layout measures.
private final class Box {
    let minX, minY, width, height: CassowaryVariable

    init(_ name: String) {
        minX = CassowaryVariable("\(name).minX")
        minY = CassowaryVariable("\(name).minY")
        width = CassowaryVariable("\(name).width")
        height = CassowaryVariable("\(name).height")
    }

    var left: CassowaryExpression { minX.expression }
    var right: CassowaryExpression { minX + width }
    var top: CassowaryExpression { minY.expression }
    var bottom: CassowaryExpression { minY + height }
    var centerX: CassowaryExpression { minX + width * 0.5 }
    var centerY: CassowaryExpression { minY + height * 0.5 }
    var frame: [Double] { [minX.value, minY.value, width.value, height.value] }
}

extension CassowaryVariable {
    fileprivate var expression: CassowaryExpression { CassowaryExpression(self) }
}

/// A small seeded generator, so that the randomised tests take the same path on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
