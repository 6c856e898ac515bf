import ChatCanvas
import Foundation

/// Where a value came from: a file (as the user named it, or `--set`) and, when known, a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, `file:line` or `file`.
    public var description: String {
        switch (line, column) {
        case (let l?, let c?): return "\(file):\(l):\(c)"
        case (let l?, nil): return "\(file):\(l)"
        default: return file
        }
    }
}

/// What every chatshot input error says: where, which key, and what was expected.
public protocol SourceDiagnostic: Error, CustomStringConvertible, Sendable {
    var location: SourceLocation { get }
    /// The dotted key path (`components.messageListDateSeparatorEnabled`, `messages[3].created_at`); may be empty.
    var keyPath: String { get }
    /// What was expected / what is wrong.
    var message: String { get }
}

extension SourceDiagnostic {
    /// One line: `file:line:column: keypath: message`, with control characters escaped (`\n`, `\u{1B}`) and the
    /// message clipped to `SourceLimits.maxMessageLength` characters.
    public var description: String {
        let place = OneLine.escaped(location.description)
        let text = OneLine.escaped(message, limit: SourceLimits.maxMessageLength)
        return keyPath.isEmpty ? "\(place): \(text)" : "\(place): \(OneLine.escaped(keyPath, limit: 200)): \(text)"
    }
}

/// A problem in a manifest (or a `--set` override): one line, `file:line:column: keypath: what was expected`.
public struct ManifestError: SourceDiagnostic, LocalizedError, Equatable {
    public var location: SourceLocation
    public var keyPath: String
    public var message: String
    public init(location: SourceLocation, keyPath: String, message: String) {
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }
    public var errorDescription: String? { description }
}

/// A problem in a transcript: one line, `file:line:column: keypath: what was expected`.
public struct TranscriptError: SourceDiagnostic, LocalizedError, Equatable {
    public var location: SourceLocation
    public var keyPath: String
    public var message: String
    public init(location: SourceLocation, keyPath: String, message: String) {
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }
    public var errorDescription: String? { description }
}

/// A problem in a gallery: one line, `file:line:column: keypath: what was expected`.
public struct GalleryError: SourceDiagnostic, LocalizedError, Equatable {
    public var location: SourceLocation
    public var keyPath: String
    public var message: String
    public init(location: SourceLocation, keyPath: String, message: String) {
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }
    public var errorDescription: String? { description }
}

/// Which kind of input a source file is, so that errors get the right type.
package enum SourceKind: Sendable {
    case manifest, transcript, gallery

    package func error(_ location: SourceLocation, _ keyPath: String, _ message: String) -> any SourceDiagnostic {
        switch self {
        case .manifest: return ManifestError(location: location, keyPath: keyPath, message: message)
        case .transcript: return TranscriptError(location: location, keyPath: keyPath, message: message)
        case .gallery: return GalleryError(location: location, keyPath: keyPath, message: message)
        }
    }
}

/// "Did you mean …?" suggestions by edit distance.
package enum Suggestions {
    /// Levenshtein distance between two strings (by Unicode scalars, case-sensitive).
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest candidate to `name`, if it is close enough to be a likely typo.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        let lower = name.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let cl = candidate.lowercased()
            if cl == lower { return candidate }
            let d = distance(lower, cl)
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (candidate, d) = best else { return nil }
        let limit = max(2, min(name.count, candidate.count) / 3)
        if d <= limit { return candidate }
        // A candidate that contains the name or is contained in it (`Separator` → `messageListDateSeparatorEnabled`).
        if lower.count >= 4, let hit = candidates.first(where: { $0.lowercased().contains(lower) }) { return hit }
        return nil
    }

    /// `; did you mean "x"?`, or `; expected one of: a, b, c` for short lists, or "".
    package static func hint(for name: String, in candidates: [String], listIfShort: Bool = true) -> String {
        if let s = closest(to: name, in: candidates) { return "; did you mean \"\(s)\"?" }
        if listIfShort, !candidates.isEmpty, candidates.count <= 12 {
            return "; expected one of: " + candidates.joined(separator: ", ")
        }
        return ""
    }
}
