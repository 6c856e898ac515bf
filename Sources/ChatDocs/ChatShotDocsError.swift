import ChatManifest
import ChatShotKit

/// A problem in a document, one line in the compiler's form: `file.md:line:column: error: what is wrong` (a
/// directive's problem names its key). Bad input: `chatshot docs` exits 2.
public struct ChatShotDocsError: SourceDiagnostic, Equatable {
    public var location: SourceLocation
    /// The directive key the problem is about (part of the message; the key path stays empty so the line reads as a
    /// compiler's).
    public var key: String?
    public var problem: String

    public var keyPath: String { "" }
    public var message: String { "error: " + (key.map { "'\($0)': " } ?? "") + problem }

    public init(location: SourceLocation, key: String? = nil, problem: String) {
        self.location = location
        self.key = key
        self.problem = problem
    }

    /// At a line and column of a file.
    static func at(_ file: String, _ line: Int, _ column: Int, _ problem: String, key: String? = nil) -> Self {
        ChatShotDocsError(location: SourceLocation(file: file, line: line, column: column), key: key, problem: problem)
    }

    /// About a whole file.
    static func file(_ file: String, _ problem: String) -> Self {
        ChatShotDocsError(location: SourceLocation(file: file), problem: problem)
    }
}

/// A document whose pictures could not be rendered (a manifest block that does not load, a transcript that does
/// not decode, …): the renderer's lines, with the places in the document's blocks.
public struct DocsRenderFailure: Error, CustomStringConvertible, Sendable {
    public let document: String
    public let lines: [String]
    public var description: String {
        let first = lines.first { $0.contains("error") } ?? lines.first ?? "the renderer failed"
        let chatshot = "chatshot: "
        let text = first.hasPrefix(chatshot) ? String(first.dropFirst(chatshot.count)) : first
        return text.contains(document) ? text : "\(document): \(text)"
    }
}

/// Bad directives in several documents: one line each.
public struct DocsPlanErrors: Error, Sendable {
    public let errors: [any Error]
    public var lines: [String] { errors.map { ChatShotError($0)?.description ?? "\($0)" } }
}
