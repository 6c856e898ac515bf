/// A variable of the Cassowary solver (a view's left edge, its width, …): a name for messages and the value the
/// solver last wrote into it (`CassowarySolver.updateVariables()`). Identity is the object's: two variables with one
/// name are two variables.
///
/// `@unchecked Sendable` so that a constraint naming it can travel in an error: its only mutable state, `value`, is
/// written by `updateVariables()` of the solver that holds it, and a solver is used from one thread at a time.
package final class CassowaryVariable: @unchecked Sendable, CustomStringConvertible {
    package let name: String
    package internal(set) var value: Double = 0

    package init(_ name: String = "") { self.name = name }

    package var description: String {
        name.isEmpty ? "variable@0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) : name
    }
}
