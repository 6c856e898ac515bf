import ChatManifest
import ChatShotKit
import Foundation

/// What a document asks to be drawn: an HTML comment that starts with `chatshot:` (invisible in every Markdown
/// renderer), followed by the image reference it draws, for example
///
///     <!-- chatshot: compare transcript=chat.json after=block:3 appearance=light,dark scale=2 -->
///     ![Before and after](images/squared-bubble.png)
///
/// The first word may be the kind, `compare` (Before | After, the default) or `shot` (the after look alone); then
/// `key=value` pairs (a value with spaces in double quotes). Every key has a default: `<!-- chatshot -->`… see
/// `Key` and docs/docs-command.md.
public struct Directive: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable { case compare, shot }

    /// One part of a look.
    public enum LookPart: Sendable, Equatable, Hashable {
        /// Every Swift block above the directive.
        case swift
        /// Every manifest block (```yaml / ```json, not a transcript) above the directive.
        case manifest
        /// The document's fenced block N (any kind; Swift or manifest).
        case block(Int)
        /// A manifest file, relative to the document.
        case file(String)
    }

    /// Where the transcript comes from.
    public enum TranscriptSource: Sendable, Equatable {
        case file(String)
        case block(Int)
    }

    public var kind: Kind = .compare
    /// nil: the nearest transcript block above the directive.
    public var transcript: TranscriptSource?
    /// nil: `[.swift, .manifest]`.
    public var after: [LookPart]?
    /// The before panel of a comparison (empty: the SDK's default look).
    public var before: [LookPart] = []
    /// `light`, `dark` or both (the first is the picture the reference names; `dark` alone draws it dark).
    public var appearances: [String] = ["light"]
    public var scale = 2
    public var device: String?
    public var width: Double?
    public var height: Double?
    public var screen: String?
    public var chrome: String?
    /// The list mid-scroll (the date overlay shows).
    public var scrolling = false
    public var beforeCaption: String?
    public var afterCaption: String?
    /// The picture to write, relative to the document (nil: the image reference after the directive).
    public var image: String?
    /// A name for the report (default: the picture's file name).
    public var name: String?

    /// Where the comment starts.
    public var line = 0
    public var column = 0
    /// Where each key was written (for errors found later, such as a block number past the document's end).
    public var keyLocations: [String: SourceLocation] = [:]

    /// The keys, in the order docs/docs-command.md lists them.
    public static let keys = [
        "transcript", "after", "before", "appearance", "scale", "device", "width", "height", "screen", "chrome",
        "scrolling", "before-caption", "after-caption", "image", "name"
    ]

    /// The comment's marker.
    static let marker = "chatshot"

    /// Whether a comment is a directive: its text starts with `chatshot:` (or is `chatshot` alone).
    public static func isDirective(_ comment: MarkdownDocument.Comment) -> Bool {
        let text = comment.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return text == marker || text.hasPrefix(marker + ":")
    }

    /// Parses a directive comment of `file`; a bad one throws `ChatShotDocsError` at the word and naming the key.
    public init(parsing comment: MarkdownDocument.Comment, file: String) throws {
        line = comment.line
        column = comment.column
        let words = try Self.words(of: comment, file: file)
        // The words after the marker.
        guard let first = words.first,
            first.text == Self.marker + ":" || first.text == Self.marker
                || first.text.hasPrefix(Self.marker + ":")
        else { throw ChatShotDocsError.at(file, comment.line, comment.column, "not a chatshot directive") }
        var rest = Array(words.dropFirst())
        if first.text.count > Self.marker.count + 1 {
            // `chatshot:compare` written without a space.
            let glued = first.text.dropFirst(Self.marker.count + 1)
            rest.insert(
                Word(text: String(glued), line: first.line, column: first.column + Self.marker.count + 1), at: 0)
        }
        if let kindWord = rest.first, !kindWord.text.contains("=") {
            guard let kind = Kind(rawValue: kindWord.text) else {
                throw ChatShotDocsError.at(
                    file, kindWord.line, kindWord.column,
                    "unknown kind \(quoted(kindWord.text)); expected compare or shot (or key=value)")
            }
            self.kind = kind
            rest.removeFirst()
        }
        var seen = Set<String>()
        for word in rest {
            guard let eq = word.text.firstIndex(of: "=") else {
                throw ChatShotDocsError.at(
                    file, word.line, word.column, "expected key=value, found \(quoted(word.text))")
            }
            let key = String(word.text[..<eq])
            let value = String(word.text[word.text.index(after: eq)...])
            let at = SourceLocation(file: file, line: word.line, column: word.column)
            func fail(_ problem: String) -> ChatShotDocsError {
                ChatShotDocsError(location: at, key: key, problem: problem)
            }
            guard Self.keys.contains(key) else {
                let hint =
                    Self.keys.min { Self.distance($0, key) < Self.distance($1, key) }
                    .flatMap { Self.distance($0, key) <= 3 ? " (did you mean '\($0)'?)" : nil } ?? ""
                throw fail("unknown key\(hint); known keys: " + Self.keys.joined(separator: ", "))
            }
            guard seen.insert(key).inserted else { throw fail("given twice") }
            guard !value.isEmpty else { throw fail("expected a value after '='") }
            keyLocations[key] = at
            try apply(key, value, fail: fail)
        }
    }

    private mutating func apply(_ key: String, _ value: String, fail: (String) -> ChatShotDocsError) throws {
        switch key {
        case "transcript":
            if let n = try Self.blockNumber(value, fail: fail) {
                transcript = .block(n)
            } else {
                transcript = .file(try Self.relativePath(value, fail: fail))
            }
        case "after", "before":
            var parts: [LookPart] = []
            if value != "none" {
                for item in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                    switch item {
                    case "swift": parts.append(.swift)
                    case "manifest": parts.append(.manifest)
                    case "": throw fail("an empty item in \(quoted(value))")
                    default:
                        if let n = try Self.blockNumber(item, fail: fail) {
                            parts.append(.block(n))
                        } else {
                            let path = try Self.relativePath(item, fail: fail)
                            guard [".yaml", ".yml", ".json"].contains(where: { path.lowercased().hasSuffix($0) }) else {
                                throw fail(
                                    "\(quoted(item)): expected swift, manifest, none, block:N or a manifest file "
                                        + "(.yaml, .yml, .json)")
                            }
                            parts.append(.file(path))
                        }
                    }
                }
            }
            if key == "after" { after = parts } else { before = parts }
        case "appearance":
            let list = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !list.isEmpty, list.allSatisfy({ $0 == "light" || $0 == "dark" }), Set(list).count == list.count
            else { throw fail("expected light, dark or light,dark; found \(quoted(value))") }
            appearances = list
        case "scale":
            guard let n = Int(value), (1...3).contains(n) else {
                throw fail("expected 1, 2 or 3; found \(quoted(value))")
            }
            scale = n
        case "device":
            guard Devices.names.contains(value) else {
                throw fail("unknown device \(quoted(value)); known: " + Devices.names.joined(separator: ", "))
            }
            device = value
        case "width", "height":
            guard let n = Double(value), n.isFinite, n >= 1, n <= Shot.maxPoints else {
                throw fail("expected a number of points from 1 to \(Int(Shot.maxPoints)); found \(quoted(value))")
            }
            if key == "width" { width = n } else { height = n }
        case "screen":
            guard Shot.Screen(rawValue: value) != nil else {
                throw fail(
                    "unknown screen \(quoted(value)); known: "
                        + Shot.Screen.allCases.map(\.rawValue).joined(separator: ", "))
            }
            screen = value
        case "chrome":
            guard Shot.Chrome(rawValue: value) != nil else {
                throw fail("expected " + Shot.Chrome.allCases.map(\.rawValue).joined(separator: ", "))
            }
            chrome = value
        case "scrolling":
            guard value == "true" || value == "false" else { throw fail("expected true or false") }
            scrolling = value == "true"
        case "before-caption": beforeCaption = value
        case "after-caption": afterCaption = value
        case "image":
            let path = try Self.relativePath(value, fail: fail)
            guard path.lowercased().hasSuffix(".png") else {
                throw fail("expected a .png file; found \(quoted(value))")
            }
            image = path
        case "name":
            guard value.count <= 100, value.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }),
                value.first?.isLetter == true || value.first?.isNumber == true
            else { throw fail("expected letters, digits, '-', '_' or '.' (starting with a letter or digit)") }
            name = value
        default:
            throw fail("unknown key")
        }
    }

    /// `block:N` → N; anything else → nil.
    static func blockNumber(_ value: String, fail: (String) -> ChatShotDocsError) throws -> Int? {
        guard value.hasPrefix("block:") else { return nil }
        guard let n = Int(value.dropFirst(6)), n >= 1, n <= MarkdownDocument.maxBlocks else {
            throw fail("expected block:N with N the number of a fenced block (1 = the document's first)")
        }
        return n
    }

    /// A path relative to the document: not absolute, not a URL, no `..` out of the document's folder tree
    /// deeper than it went in.
    static func relativePath(_ value: String, fail: (String) -> ChatShotDocsError) throws -> String {
        guard !value.hasPrefix("/"), !value.contains("://"), !value.contains("\0") else {
            throw fail("expected a path relative to the document; found \(quoted(value))")
        }
        return value
    }

    // MARK: Words

    struct Word: Equatable {
        var text: String
        var line: Int
        var column: Int
    }

    /// The comment's words, split at white space; `"…"` keeps spaces (`\"` for a quote), with the line and column
    /// each starts at.
    static func words(of comment: MarkdownDocument.Comment, file: String) throws -> [Word] {
        var words: [Word] = []
        var line = comment.line
        var column = comment.column + 4  // after `<!--`
        var current: Word?
        var quoteStart: (line: Int, column: Int)?
        var escaped = false
        for char in comment.text {
            defer {
                if char == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            if quoteStart != nil {
                if escaped {
                    current!.text.append(char)
                    escaped = false
                } else if char == "\\" {
                    escaped = true
                } else if char == "\"" {
                    quoteStart = nil
                } else {
                    current!.text.append(char)
                }
                continue
            }
            if char.isWhitespace {
                if let word = current { words.append(word) }
                current = nil
                continue
            }
            if current == nil { current = Word(text: "", line: line, column: column) }
            if char == "\"" {
                quoteStart = (line, column)
            } else {
                current!.text.append(char)
            }
        }
        if let start = quoteStart {
            throw ChatShotDocsError.at(file, start.line, start.column, "a quoted value that is never closed")
        }
        if let word = current { words.append(word) }
        return words
    }

    /// Edit distance, for "did you mean".
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}

/// `"text"` for messages.
func quoted(_ text: String) -> String { "\"" + text + "\"" }
