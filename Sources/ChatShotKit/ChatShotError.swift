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

extension AtomicFile {
    /// `AtomicFile.write` for ChatShotKit's outputs: creates missing folders, and a failure is bad input (exit 2).
    static func writeOutput(_ data: Data, to path: String, protecting inputs: [String] = []) throws {
        do { try write(data, to: path, createFolders: true, protecting: inputs) } catch let e as AtomicFileError {
            throw ChatShotError.badInput(e.description)
        }
    }

    /// `AtomicFile.copy` for ChatShotKit's outputs: creates missing folders, and a failure is bad input (exit 2).
    static func copyOutput(from source: String, to path: String) throws {
        do { try copy(from: source, to: path, createFolders: true) } catch let e as AtomicFileError {
            throw ChatShotError.badInput(e.description)
        }
    }
}
