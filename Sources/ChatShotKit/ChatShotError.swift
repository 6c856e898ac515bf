import Foundation

/// The errors the command line reports: bad input exits 2, a visual difference exits 1.
public enum ChatShotError: Error, CustomStringConvertible, Sendable {
    /// Bad input or usage: one line naming the file (with line and column where known) and what was expected.
    case badInput(String)

    public var description: String {
        switch self {
        case .badInput(let m): return m
        }
    }
}
