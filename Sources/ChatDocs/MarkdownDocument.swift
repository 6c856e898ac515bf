import ChatManifest
import Foundation

/// The part of a Markdown (CommonMark) file that `chatshot docs` needs, each piece with its line and column: fenced
/// code blocks, image references (and HTML's `<img src="…">`, DocC's `@Image(source:alt:)`) and HTML comments. Everything else (paragraphs, headings, lists, links) is read past.
/// Lines and columns are 1-based; columns count characters.
public struct MarkdownDocument: Sendable {
    /// A fenced code block (``` or ~~~).
    public struct CodeBlock: Sendable, Equatable {
        /// 1 for the document's first fenced block, 2 for its second, … (every language counts).
        public let number: Int
        /// The info string's first word, lower-cased (`swift`, `yaml`, `json`; empty when there is none).
        public let language: String
        /// The info string's other words (`transcript` in ```` ```json transcript ````).
        public let flags: [String]
        /// The line of the opening fence.
        public let fenceLine: Int
        /// The line of the block's first line of code (the line after the fence).
        public let firstLine: Int
        /// How many columns of indentation the block's lines had removed (the opening fence's indentation).
        public let indent: Int
        /// The block's lines, without the fences and without the fence's indentation.
        public let text: String

        /// Whether the block is a transcript: its info string says so (```` ```json transcript ````), or it is a JSON or
        /// YAML block with a top-level `messages` list (what a channel's transcript has and a manifest never does).
        public var isTranscript: Bool {
            if flags.contains("transcript") { return true }
            guard ["yaml", "yml", "json"].contains(language) else { return false }
            return text.components(separatedBy: "\n").contains {
                $0.hasPrefix("messages:") || $0.hasPrefix("  \"messages\":") || $0.hasPrefix("\"messages\":")
                    || $0.hasPrefix("{\"messages\":") || $0.hasPrefix("{ \"messages\":")
            }
        }
        /// A Swift block.
        public var isSwift: Bool { language == "swift" }
        /// A YAML or JSON block that is not a transcript: a manifest.
        public var isManifest: Bool { ["yaml", "yml", "json"].contains(language) && !isTranscript }
    }

    /// An image reference, `![alt](destination "title")`.
    public struct ImageReference: Sendable, Equatable {
        public let destination: String
        public let alt: String
        public let line: Int
        public let column: Int
    }

    /// An HTML comment, `<!-- … -->`, and where its text starts.
    public struct Comment: Sendable, Equatable {
        /// The text between `<!--` and `-->`.
        public let text: String
        public let line: Int
        public let column: Int
        /// The line the comment ends on.
        public let endLine: Int
    }

    /// The file's path as the user gave it (errors name it).
    public let path: String
    public let blocks: [CodeBlock]
    public let images: [ImageReference]
    public let comments: [Comment]

    /// Limits for documents from strangers.
    public static let maxBytes = 4 << 20
    public static let maxBlocks = 2_000

    /// Reads and parses a file; an unreadable file, or one over the limits, is a `ChatShotError.file`.
    public init(contentsOf path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw ChatShotDocsError.file(path, "no such file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.maxBytes else {
            throw ChatShotDocsError.file(path, "\(size) bytes; a document may have at most \(Self.maxBytes)")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { throw ChatShotDocsError.file(path, "not readable as UTF-8 text") }
        try self.init(text: text, path: path)
    }

    /// Parses Markdown text.
    public init(text: String, path: String) throws {
        self.path = path
        var blocks: [CodeBlock] = []
        var images: [ImageReference] = []
        var comments: [Comment] = []
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        // The fence that is open: its character, length, indentation, info string, line, and the lines so far.
        var open: (char: Character, count: Int, indent: Int, info: String, line: Int, body: [String])?
        // A comment that is open: its text so far and where it started.
        var openComment: (text: String, line: Int, column: Int)?
        for (index, raw) in lines.enumerated() {
            let lineNumber = index + 1
            if var fence = open {
                if Self.closes(raw, fence.char, fence.count) {
                    let words = fence.info.split(separator: " ").map { String($0) }
                    blocks.append(
                        CodeBlock(
                            number: blocks.count + 1, language: words.first?.lowercased() ?? "",
                            flags: words.dropFirst().map { $0.lowercased() }, fenceLine: fence.line,
                            firstLine: fence.line + 1, indent: fence.indent, text: fence.body.joined(separator: "\n")))
                    guard blocks.count <= Self.maxBlocks else {
                        throw ChatShotDocsError.at(
                            path, lineNumber, 1, "more than \(Self.maxBlocks) fenced blocks in one document")
                    }
                    open = nil
                } else {
                    fence.body.append(Self.dropIndent(raw, fence.indent))
                    open = fence
                }
                continue
            }
            if openComment == nil, let fence = Self.opening(raw) {
                open = (fence.char, fence.count, fence.indent, fence.info, lineNumber, [])
                continue
            }
            // Outside code: comments (which may span lines) and images, left to right.
            let chars = Array(raw)
            var i = 0
            var inCodeSpan = false
            while i < chars.count {
                if var comment = openComment {
                    if let end = Self.find("-->", in: chars, from: i) {
                        comment.text += String(chars[i..<end])
                        comments.append(
                            Comment(
                                text: comment.text, line: comment.line, column: comment.column, endLine: lineNumber))
                        openComment = nil
                        i = end + 3
                        continue
                    }
                    comment.text += String(chars[i...])
                    openComment = comment
                    i = chars.count
                    break
                }
                if chars[i] == "`" {
                    inCodeSpan.toggle()
                    i += 1
                    continue
                }
                if inCodeSpan {
                    i += 1
                    continue
                }
                if Self.matches("<!--", chars, at: i) {
                    openComment = ("", lineNumber, i + 1)
                    i += 4
                    continue
                }
                if chars[i] == "<", let (image, end) = Self.htmlImage(chars, at: i, line: lineNumber) {
                    images.append(image)
                    i = end
                    continue
                }
                if chars[i] == "@", let (image, end) = Self.doccImage(chars, at: i, line: lineNumber) {
                    images.append(image)
                    i = end
                    continue
                }
                if chars[i] == "!", i + 1 < chars.count, chars[i + 1] == "[",
                    let (image, end) = Self.image(chars, at: i, line: lineNumber)
                {
                    images.append(image)
                    i = end
                    continue
                }
                i += 1
            }
            if var comment = openComment {
                comment.text += "\n"
                openComment = comment
            }
        }
        if let fence = open {
            throw ChatShotDocsError.at(path, fence.line, fence.indent + 1, "a fenced block that is never closed")
        }
        if let comment = openComment {
            throw ChatShotDocsError.at(path, comment.line, comment.column, "an HTML comment that is never closed (-->)")
        }
        self.blocks = blocks
        self.images = images
        self.comments = comments
    }

    // MARK: Fences

    /// An opening fence: up to 3 spaces, then 3 or more backticks or tildes, then the info string (a backtick fence's
    /// info string has no backtick).
    static func opening(_ line: String) -> (char: Character, count: Int, indent: Int, info: String)? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let char = rest.first, char == "`" || char == "~" else { return nil }
        let count = rest.prefix { $0 == char }.count
        guard count >= 3 else { return nil }
        let info = rest.dropFirst(count).trimmingCharacters(in: .whitespaces)
        if char == "`" && info.contains("`") { return nil }
        return (char, count, indent, info)
    }

    /// Whether a line closes a fence: up to 3 spaces, at least as many of the fence's characters, then only spaces.
    static func closes(_ line: String, _ char: Character, _ count: Int) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return false }
        let rest = line.dropFirst(indent)
        let run = rest.prefix { $0 == char }.count
        return run >= count && rest.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// A code line without up to `indent` leading spaces.
    static func dropIndent(_ line: String, _ indent: Int) -> String {
        String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
    }

    // MARK: Inline

    static func matches(_ text: String, _ chars: [Character], at i: Int) -> Bool {
        let needle = Array(text)
        guard i + needle.count <= chars.count else { return false }
        return Array(chars[i..<(i + needle.count)]) == needle
    }

    static func find(_ text: String, in chars: [Character], from i: Int) -> Int? {
        var j = i
        while j < chars.count {
            if matches(text, chars, at: j) { return j }
            j += 1
        }
        return nil
    }

    /// An HTML `<img src="path" alt="…">` at `i` (the `<`), on one line, and the index after it. A `src` that is not a
    /// quoted string (MDX's `src={require(…)}`) is no reference.
    static func htmlImage(_ chars: [Character], at i: Int, line: Int) -> (ImageReference, Int)? {
        guard matches("<img", chars, at: i), i + 4 < chars.count, chars[i + 4].isWhitespace,
            let close = chars[i...].firstIndex(of: ">")
        else { return nil }
        let tag = String(chars[i..<close])
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard let range = tag.range(of: " \(name)=\(quote)") else { continue }
                return String(tag[range.upperBound...].prefix { String($0) != quote })
            }
            return nil
        }
        guard let source = attribute("src"), !source.isEmpty else { return nil }
        return (ImageReference(destination: source, alt: attribute("alt") ?? "", line: line, column: i + 1), close + 1)
    }

    /// DocC's `@Image(source: "name", alt: "…")` at `i` (the `@`), on one line, and the index after it.
    static func doccImage(_ chars: [Character], at i: Int, line: Int) -> (ImageReference, Int)? {
        guard matches("@Image(", chars, at: i), let close = chars[i...].firstIndex(of: ")") else { return nil }
        let arguments = String(chars[(i + 7)..<close])
        func value(_ label: String) -> String? {
            guard let range = arguments.range(of: label + ":") else { return nil }
            let rest = arguments[range.upperBound...].drop { $0 == " " }
            if rest.first == "\"" {
                return String(rest.dropFirst().prefix { $0 != "\"" })
            }
            return String(rest.prefix { $0 != "," && $0 != " " })
        }
        guard let source = value("source"), !source.isEmpty else { return nil }
        return (ImageReference(destination: source, alt: value("alt") ?? "", line: line, column: i + 1), close + 1)
    }

    /// `![alt](destination "title")` at `i` (the `!`), and the index after it. Brackets in the alt text may nest;
    /// a destination in `<…>` may hold spaces.
    static func image(_ chars: [Character], at i: Int, line: Int) -> (ImageReference, Int)? {
        var j = i + 2
        var depth = 1
        while j < chars.count {
            if chars[j] == "\\" {
                j += 2
                continue
            }
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j < chars.count, j + 1 < chars.count, chars[j + 1] == "(" else { return nil }
        let alt = String(chars[(i + 2)..<j])
        var k = j + 2
        while k < chars.count, chars[k] == " " { k += 1 }
        var destination = ""
        if k < chars.count, chars[k] == "<" {
            guard let close = chars[k...].firstIndex(of: ">") else { return nil }
            destination = String(chars[(k + 1)..<close])
            k = close + 1
        } else {
            var parens = 0
            while k < chars.count, chars[k] != " " {
                if chars[k] == "(" { parens += 1 }
                if chars[k] == ")" {
                    if parens == 0 { break }
                    parens -= 1
                }
                destination.append(chars[k])
                k += 1
            }
        }
        // An optional title, then the closing parenthesis.
        guard let end = chars[k...].firstIndex(of: ")") else { return nil }
        let title = String(chars[k..<end]).trimmingCharacters(in: .whitespaces)
        if !title.isEmpty && !(title.first == "\"" || title.first == "'" || title.first == "(") { return nil }
        return (ImageReference(destination: destination, alt: alt, line: line, column: i + 1), end + 1)
    }
}
