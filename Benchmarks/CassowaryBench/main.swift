// The Swift side of Scripts/bench-cassowary.sh: solves the constraint systems of a system file with the UIKit
// module's Cassowary engine and prints the median times as JSON lines (and the solution, to compare with kiwi).
//
//   cassowary-bench SYSTEM_FILE RUNS
//
// A system file, one item a line (whitespace separated; kiwi's strength is for the Python side; # starts a comment):
//   system NAME [DIVISOR]                            a system, timed RUNS / DIVISOR times (at least 3)
//   edit VARIABLE PRIORITY KIWI_STRENGTH             an edit variable
//   c PRIORITY KIWI_STRENGTH OP CONSTANT [COEFFICIENT VARIABLE]...   Σ + CONSTANT (OP) 0, OP one of == <= >=
//   suggest VARIABLE VALUE                           part of the initial solve
//   step VARIABLE VALUE [VARIABLE VALUE]...          one step of the resize loop: suggest these, read the values
import Foundation
import UIKit

struct System {
    var name = ""
    var divisor = 1
    var edits: [(CassowaryVariable, CassowaryStrength)] = []
    var constraints: [CassowaryConstraint] = []
    var suggestions: [(CassowaryVariable, Double)] = []
    var steps: [[(CassowaryVariable, Double)]] = []
    var variables: [String: CassowaryVariable] = [:]
    var order: [String] = []

    mutating func variable(_ name: String) -> CassowaryVariable {
        if let v = variables[name] { return v }
        let v = CassowaryVariable(name)
        variables[name] = v
        order.append(name)
        return v
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cassowary-bench: \(message)\n".utf8))
    exit(2)
}

func readSystems(_ path: String) -> [System] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    var systems: [System] = []
    for (n, line) in text.split(separator: "\n").enumerated() {
        let f = line.split(separator: " ").map(String.init)
        guard let keyword = f.first, !keyword.hasPrefix("#") else { continue }
        if keyword == "system" {
            systems.append(System(name: f[1], divisor: f.count > 2 ? max(Int(f[2]) ?? 1, 1) : 1))
            continue
        }
        guard !systems.isEmpty else { fail("line \(n + 1): no system yet") }
        func number(_ s: String) -> Double {
            guard let x = Double(s) else { fail("line \(n + 1): not a number: \(s)") }
            return x
        }
        func pairs(_ from: Int) -> [(CassowaryVariable, Double)] {
            stride(from: from, to: f.count - 1, by: 2).map {
                (systems[systems.count - 1].variable(f[$0]), number(f[$0 + 1]))
            }
        }
        switch keyword {
        case "edit":
            let v = systems[systems.count - 1].variable(f[1])
            systems[systems.count - 1].edits.append((v, CassowaryStrength(Float(number(f[2])))))
        case "c":
            let relation: CassowaryRelation
            switch f[3] {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: fail("line \(n + 1): relation \(f[3])")
            }
            var terms: [CassowaryTerm] = []
            for i in stride(from: 5, to: f.count - 1, by: 2) {
                terms.append(CassowaryTerm(systems[systems.count - 1].variable(f[i + 1]), number(f[i])))
            }
            let expression = CassowaryExpression(terms, constant: number(f[4]))
            systems[systems.count - 1].constraints.append(
                CassowaryConstraint(expression, relation, 0, strength: CassowaryStrength(Float(number(f[1])))))
        case "suggest": systems[systems.count - 1].suggestions += pairs(1)
        case "step": systems[systems.count - 1].steps.append(pairs(1))
        default: fail("line \(n + 1): unknown keyword \(keyword)")
        }
    }
    return systems
}

/// Builds a solver for the system and solves it (what one layout from scratch costs).
func buildAndSolve(_ system: System) -> CassowarySolver {
    let solver = CassowarySolver()
    do {
        for (v, strength) in system.edits { try solver.addEditVariable(v, strength: strength) }
        for c in system.constraints { try solver.add(c) }
        for (v, value) in system.suggestions { try solver.suggestValue(v, value) }
    } catch {
        fail("\(system.name): \(error)")
    }
    solver.updateVariables()
    return solver
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let allRuns = Int(arguments[2]), allRuns > 0 else {
    fail("usage: cassowary-bench SYSTEM_FILE RUNS")
}
let clock = ContinuousClock()
for system in readSystems(arguments[1]) {
    let runs = max(3, (allRuns + system.divisor - 1) / system.divisor)
    _ = buildAndSolve(system)  // warm up
    var times: [Double] = []
    var solver = CassowarySolver()
    for _ in 0..<runs {
        let start = clock.now
        solver = buildAndSolve(system)
        times.append(seconds(clock.now - start))
    }
    let values = system.order.map { "\"\($0)\": \(system.variables[$0]!.value)" }.joined(separator: ", ")
    print(
        "{\"system\": \"\(system.name)\", \"phase\": \"build+solve\", \"constraints\": \(system.constraints.count), "
            + "\"median_s\": \(median(times)), \"runs\": \(runs), \"values\": {\(values)}}")

    if !system.steps.isEmpty {
        var stepTimes: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            do {
                for step in system.steps {
                    for (v, value) in step { try solver.suggestValue(v, value) }
                    solver.updateVariables()
                }
            } catch {
                fail("\(system.name): \(error)")
            }
            stepTimes.append(seconds(clock.now - start))
        }
        print(
            "{\"system\": \"\(system.name)\", \"phase\": \"resize (\(system.steps.count) suggestions)\", "
                + "\"median_s\": \(median(stepTimes)), \"runs\": \(runs)}")
    }
}
