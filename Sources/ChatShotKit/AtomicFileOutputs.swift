import ChatCanvas
import Foundation

extension AtomicFile {
    /// `AtomicFile.write` for ChatShotKit's outputs: creates missing folders; a failure throws `AtomicFileError`
    /// (bad input, exit 2).
    static func writeOutput(_ data: Data, to path: String, protecting inputs: [String] = []) throws {
        try write(data, to: path, createFolders: true, protecting: inputs)
    }

    /// `AtomicFile.copy` for ChatShotKit's outputs: creates missing folders; a failure throws `AtomicFileError`
    /// (bad input, exit 2).
    static func copyOutput(from source: String, to path: String) throws {
        try copy(from: source, to: path, createFolders: true)
    }
}
