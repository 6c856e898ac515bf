import ChatCanvas
import Foundation

/// The errors the command line reports: bad input exits 2, a visual difference exits 1.
public enum ChatShotError: Error, CustomStringConvertible, Sendable {
    /// Bad input or usage: one line naming the file (with line and column where known) and what was expected.
    case badInput(String)

    /// The message on one line: control characters escaped (`\n`, `\u{1B}`), clipped to 1,000 characters
    /// (it often wraps a whole `file:line:column: …` diagnostic).
    public var description: String {
        switch self {
        case .badInput(let m): return OneLine.escaped(m, limit: 1000)
        }
    }
}
