import Foundation
import Yams

/// A parsed YAML or JSON document in which every value remembers its file, line and column. Manifests from
/// several files (`extends:`) and `--set` overrides merge into one tree whose nodes still point at their origin.
package struct TreeNode: Sendable {
    package indirect enum Value: Sendable {
        case null
        /// A scalar's text; `quoted` for quoted / block scalars (always strings), false for plain ones.
        case scalar(String, quoted: Bool)
        case mapping([Entry])
        case sequence([TreeNode])
    }

    package struct Entry: Sendable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: TreeNode
        package init(key: String, keyLocation: SourceLocation, value: TreeNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    package var value: Value
    package var location: SourceLocation
    package var kind: SourceKind

    package init(_ value: Value, location: SourceLocation, kind: SourceKind) {
        self.value = value
        self.location = location
        self.kind = kind
    }

    package var isNull: Bool { if case .null = value { return true } else { return false } }

    /// The entries of a mapping (nil for other values).
    package var entries: [Entry]? { if case .mapping(let e) = value { return e } else { return nil } }

    /// The value for a key of a mapping.
    package subscript(key: String) -> TreeNode? { entries?.first(where: { $0.key == key })?.value }

    /// How this value reads in an error message: `"yes please"`, `12`, `true`, `null`, `a mapping`, `a list`.
    package var shortDescription: String {
        switch value {
        case .null: return "null"
        case .scalar(let s, let quoted):
            if !quoted, Double(s) != nil || s == "true" || s == "false" { return s }
            let clipped = s.count > 60 ? String(s.prefix(57)) + "…" : s
            let escaped = clipped.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "\"", with: "\\\""
            )
            .replacingOccurrences(of: "\n", with: "\\n")
            return "\"\(escaped)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}

/// How a source file is written.
package enum SourceFormat: Sendable {
    case json, yaml

    /// `.json` files are JSON, `.yaml`/`.yml` files YAML; otherwise text starting with `{` or `[` is JSON.
    package static func of(file: String, text: String) -> SourceFormat {
        switch (file as NSString).pathExtension.lowercased() {
        case "json": return .json
        case "yaml", "yml": return .yaml
        default: return SourceParser.looksLikeJSON(text) ? .json : .yaml
        }
    }
}

/// Reading files into `TreeNode`s: JSON with the strict `JSONSourceParser`, YAML with Yams (YAML 1.1), both
/// within `SourceLimits`.
package enum SourceParser {
    /// Reads a file of at most `SourceLimits.maxTranscriptBytes` / `maxManifestBytes` (checked before reading).
    /// `displayPath` is how errors name it. Missing file → `path: no such file`.
    package static func readText(path: String, displayPath: String? = nil, kind: SourceKind) throws -> String {
        let shown = displayPath ?? path
        let location = SourceLocation(file: shown)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw kind.error(location, "", "no such file")
        }
        if isDirectory.boolValue { throw kind.error(location, "", "is a directory, expected a file") }
        let limit = SourceLimits.maxBytes(kind)
        let what = kind == .transcript ? "transcripts" : "manifests"
        func tooLarge(_ size: String) -> any SourceDiagnostic {
            kind.error(location, "", "file too large (\(size)); the limit for \(what) is \(SourceLimits.size(limit))")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limit {
            throw tooLarge("\(size) bytes")
        }
        // Read at most one byte past the limit: a pipe or a file still growing has no trustworthy size.
        guard let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: limit + 1) ?? Data()
        else {
            throw kind.error(location, "", "cannot be read")
        }
        try? handle.close()
        if data.count > limit { throw tooLarge("over \(SourceLimits.size(limit))") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw kind.error(location, "", "is not UTF-8 text")
        }
        // One byte-order mark is allowed (and skipped); a second one would be read as text.
        if data.starts(with: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]) {
            throw kind.error(
                SourceLocation(file: shown, line: 1, column: 2), "", "a second byte-order mark (U+FEFF) after the first"
            )
        }
        return text
    }

    /// Parses JSON or YAML text (`format` nil: chosen by `file`'s extension, see `SourceFormat.of`).
    /// An empty document gives nil.
    package static func parse(_ text: String, file: String, kind: SourceKind, format: SourceFormat? = nil) throws
        -> TreeNode?
    {
        if (format ?? .of(file: file, text: text)) == .json {
            return try JSONSourceParser.parse(text, file: file, kind: kind)
        }
        try YAMLLimits.prescan(text, file: file, kind: kind)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw convert(error, file: file, kind: kind, text: text)
        }
        guard let root else { return nil }
        try YAMLLimits.checkSize(root, file: file, kind: kind)
        return try convert(root, file: file, kind: kind)
    }

    /// Reads and parses a file.
    package static func load(path: String, displayPath: String? = nil, kind: SourceKind) throws -> TreeNode? {
        FileReads.note(path)
        let text = try readText(path: path, displayPath: displayPath, kind: kind)
        return try parse(text, file: displayPath ?? path, kind: kind, format: .of(file: path, text: text))
    }

    // MARK: - Conversion

    static func location(_ mark: Mark?, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line, column: mark?.column)
    }

    static func convert(_ node: Node, file: String, kind: SourceKind) throws -> TreeNode {
        let loc = location(node.mark, file)
        switch node {
        case .scalar(let s):
            if s.style == .plain, !isExplicitString(s.tag), ["", "~", "null", "Null", "NULL"].contains(s.string) {
                return TreeNode(.null, location: loc, kind: kind)
            }
            let quoted = s.style != .plain || isExplicitString(s.tag)
            return TreeNode(.scalar(s.string, quoted: quoted), location: loc, kind: kind)
        case .mapping(let m):
            var entries: [TreeNode.Entry] = []
            var seen: [String: SourceLocation] = [:]
            for (k, v) in m {
                let keyLoc = location(k.mark, file)
                guard case .scalar(let ks) = k else {
                    throw kind.error(
                        keyLoc, "", "a key must be a plain string, found \(k.mapping != nil ? "a mapping" : "a list")")
                }
                if let first = seen[ks.string] {
                    throw kind.error(
                        keyLoc, ks.string, "duplicate key (first defined at \(first.line ?? 0):\(first.column ?? 0))")
                }
                seen[ks.string] = keyLoc
                entries.append(
                    .init(key: ks.string, keyLocation: keyLoc, value: try convert(v, file: file, kind: kind)))
            }
            return TreeNode(.mapping(entries), location: loc, kind: kind)
        case .sequence(let seq):
            return TreeNode(
                .sequence(try seq.map { try convert($0, file: file, kind: kind) }), location: loc, kind: kind)
        case .alias:
            throw kind.error(loc, "", "YAML aliases are not supported here")
        }
    }

    private static func isExplicitString(_ tag: Tag) -> Bool {
        tag.description == Tag.Name.str.rawValue
    }

    static func convert(_ error: YamlError, file: String, kind: SourceKind, text: String) -> any SourceDiagnostic {
        func ctx(_ c: YamlError.Context?) -> String {
            guard let c else { return "" }
            return " (\(c.text) at \(c.mark.line):\(c.mark.column))"
        }
        let what = "invalid YAML"
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if problem.hasPrefix("Maximum nesting level") {
                return kind.error(location(mark, file), "", SourceLimits.tooDeep)
            }
            return kind.error(location(mark, file), "", "\(what): \(problem)\(ctx(context))")
        case .reader(let problem, let offset, _, _):
            var loc = SourceLocation(file: file)
            if let offset { loc = lineColumn(ofByteOffset: offset, in: text, file: file) }
            return kind.error(loc, "", "\(what): \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            if let first = duplicates.first,
                let loc = secondOccurrence(of: first, in: text, after: context.mark, file: file)
            {
                return kind.error(
                    loc, first, "duplicate key (in the mapping at \(context.mark.line):\(context.mark.column))")
            }
            return kind.error(location(context.mark, file), "", "duplicate key \(names)")
        default:
            return kind.error(SourceLocation(file: file), "", "\(what): \(error)")
        }
    }

    /// Where a key occurs for the second time after a mapping's start (`key:` or `"key":`), for duplicate-key errors.
    static func secondOccurrence(of key: String, in text: String, after mark: Mark, file: String) -> SourceLocation? {
        var seen = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where index + 1 >= mark.line {
            let scalars = Array(line.unicodeScalars)
            var column = 0
            while column < scalars.count {
                if index + 1 == mark.line && column + 1 < mark.column {
                    column += 1
                    continue
                }
                for candidate in ["\"\(key)\"", "'\(key)'", key] {
                    let c = Array(candidate.unicodeScalars)
                    guard column + c.count <= scalars.count, Array(scalars[column..<column + c.count]) == c else {
                        continue
                    }
                    // A key token: preceded by a line start, space, `{` or `,`; followed by optional spaces and `:`.
                    let before = column == 0 ? " " : scalars[column - 1]
                    guard [" ", "\t", "{", ","].contains(before) else { continue }
                    var k = column + c.count
                    while k < scalars.count, scalars[k] == " " { k += 1 }
                    guard k < scalars.count, scalars[k] == ":" else { continue }
                    seen += 1
                    if seen == 2 { return SourceLocation(file: file, line: index + 1, column: column + 1) }
                    column += c.count - 1
                    break
                }
                column += 1
            }
        }
        return nil
    }

    static func lineColumn(ofByteOffset offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var bytes = 0
        for scalar in text.unicodeScalars {
            if bytes >= offset { break }
            bytes += String(scalar).utf8.count
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    static func looksLikeJSON(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar == "\u{FEFF}" || scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" { continue }
            return scalar == "{" || scalar == "["
        }
        return false
    }
}
