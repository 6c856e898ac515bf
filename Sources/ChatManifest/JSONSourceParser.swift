import Foundation

/// A strict JSON (RFC 8259) reader that produces `TreeNode`s with 1-based line and column positions (columns
/// count Unicode scalars), so every later error still names `file:line:column`.
///
/// Refused, each with the line and column: trailing commas, duplicate keys, unknown escapes, unpaired
/// surrogates, raw control characters in strings, leading zeros, `NaN`/`Infinity`, comments, single quotes and
/// text after the value. Strings are quoted scalars; numbers keep their text and, like `true`, `false` and
/// `null`, are plain. Nesting and the number of values are bounded by `SourceLimits`.
struct JSONSourceParser {
    private let bytes: [UInt8]
    private let file: String
    private let kind: SourceKind
    private var pos = 0
    private var line = 1
    private var column = 1
    private var count = 0

    /// Parses a JSON document; nil when the text is empty or only whitespace.
    static func parse(_ text: String, file: String, kind: SourceKind) throws -> TreeNode? {
        var parser = JSONSourceParser(bytes: Array(text.utf8), file: file, kind: kind)
        return try parser.document()
    }

    private init(bytes: [UInt8], file: String, kind: SourceKind) {
        self.bytes = bytes
        self.file = file
        self.kind = kind
    }

    // MARK: Positions and errors

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }
    private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    /// Moves past one byte; a column is one Unicode scalar (UTF-8 continuation bytes do not count).
    private mutating func advance() {
        let b = bytes[pos]
        pos += 1
        if b == 0x0A {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    private func fail(_ message: String, at location: SourceLocation? = nil) -> any SourceDiagnostic {
        kind.error(location ?? here, "", "invalid JSON: \(message)")
    }

    /// What is at the current position, for `found …`.
    private var found: String {
        guard pos < bytes.count else { return "end of file" }
        var end = pos + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[pos..<end], as: UTF8.self))'"
    }

    private mutating func skipWhitespace() throws {
        while let b = current {
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            case UInt8(ascii: "/")
            where pos + 1 < bytes.count && (bytes[pos + 1] == UInt8(ascii: "/") || bytes[pos + 1] == UInt8(ascii: "*")):
                throw fail("comments are not allowed in JSON")
            default: return
            }
        }
    }

    // MARK: Values

    private mutating func document() throws -> TreeNode? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
        try skipWhitespace()
        guard current != nil else { return nil }
        let root = try value(depth: 1)
        try skipWhitespace()
        if current != nil { throw fail("unexpected \(found) after the end of the JSON value") }
        return root
    }

    private mutating func value(depth: Int) throws -> TreeNode {
        let location = here
        count += 1
        if count > SourceLimits.maxNodes { throw kind.error(location, "", SourceLimits.tooManyValues) }
        guard let b = current else { throw fail("unexpected end of the file, expected a value") }
        switch b {
        case UInt8(ascii: "{"): return try object(at: location, depth: depth)
        case UInt8(ascii: "["): return try array(at: location, depth: depth)
        case UInt8(ascii: "\""): return TreeNode(.scalar(try string(), quoted: true), location: location, kind: kind)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return TreeNode(.scalar(try number(), quoted: false), location: location, kind: kind)
        case UInt8(ascii: "t"):
            try literal("true")
            return TreeNode(.scalar("true", quoted: false), location: location, kind: kind)
        case UInt8(ascii: "f"):
            try literal("false")
            return TreeNode(.scalar("false", quoted: false), location: location, kind: kind)
        case UInt8(ascii: "n"):
            try literal("null")
            return TreeNode(.null, location: location, kind: kind)
        case UInt8(ascii: "N"), UInt8(ascii: "I"): throw fail("NaN and Infinity are not JSON numbers")
        case UInt8(ascii: "'"): throw fail("strings must be in double quotes")
        default: throw fail("unexpected \(found), expected a value")
        }
    }

    private mutating func literal(_ word: String) throws {
        for expected in word.utf8 {
            guard current == expected else { throw fail("unexpected \(found), expected \(word)") }
            advance()
        }
    }

    private mutating func enter(_ depth: Int, at location: SourceLocation) throws {
        if depth > SourceLimits.maxDepth { throw kind.error(location, "", SourceLimits.tooDeep) }
        advance()
        try skipWhitespace()
    }

    private mutating func object(at location: SourceLocation, depth: Int) throws -> TreeNode {
        try enter(depth, at: location)
        var entries: [TreeNode.Entry] = []
        var seen = Set<String>()
        if current == UInt8(ascii: "}") {
            advance()
            return TreeNode(.mapping(entries), location: location, kind: kind)
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw fail("unexpected \(found), expected a key in double quotes")
            }
            let keyLocation = here
            let key = try string()
            if !seen.insert(key).inserted {
                throw kind.error(
                    keyLocation, key, "duplicate key (in the mapping at \(location.line ?? 0):\(location.column ?? 0))")
            }
            try skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail("unexpected \(found), expected ':' after a key") }
            advance()
            try skipWhitespace()
            entries.append(.init(key: key, keyLocation: keyLocation, value: try value(depth: depth + 1)))
            try skipWhitespace()
            if current == UInt8(ascii: "}") {
                advance()
                break
            }
            guard current == UInt8(ascii: ",") else {
                throw fail("unexpected \(found), expected ',' or '}' after a value in an object")
            }
            let comma = here
            advance()
            try skipWhitespace()
            if current == UInt8(ascii: "}") { throw fail("trailing comma before '}'", at: comma) }
        }
        return TreeNode(.mapping(entries), location: location, kind: kind)
    }

    private mutating func array(at location: SourceLocation, depth: Int) throws -> TreeNode {
        try enter(depth, at: location)
        var items: [TreeNode] = []
        if current == UInt8(ascii: "]") {
            advance()
            return TreeNode(.sequence(items), location: location, kind: kind)
        }
        while true {
            items.append(try value(depth: depth + 1))
            try skipWhitespace()
            if current == UInt8(ascii: "]") {
                advance()
                break
            }
            guard current == UInt8(ascii: ",") else {
                throw fail("unexpected \(found), expected ',' or ']' after a value in a list")
            }
            let comma = here
            advance()
            try skipWhitespace()
            if current == UInt8(ascii: "]") { throw fail("trailing comma before ']'", at: comma) }
        }
        return TreeNode(.sequence(items), location: location, kind: kind)
    }

    // MARK: Numbers and strings

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as written.
    private mutating func number() throws -> String {
        let start = pos
        func isDigit(_ b: UInt8?) -> Bool { b.map { (0x30...0x39).contains($0) } ?? false }
        if current == UInt8(ascii: "-") {
            advance()
            if current == UInt8(ascii: "I") { throw fail("NaN and Infinity are not JSON numbers") }
        }
        guard isDigit(current) else { throw fail("unexpected \(found), expected a digit") }
        if current == UInt8(ascii: "0") {
            advance()
            if isDigit(current) { throw fail("numbers cannot have leading zeros") }
        } else {
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else { throw fail("unexpected \(found), expected a digit after the decimal point") }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw fail("unexpected \(found), expected a digit in the exponent") }
            while isDigit(current) { advance() }
        }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    private mutating func string() throws -> String {
        let start = here
        advance()
        var out: [UInt8] = []
        var segment = pos
        while true {
            guard let b = current else { throw fail("unterminated string", at: start) }
            switch b {
            case UInt8(ascii: "\""):
                out.append(contentsOf: bytes[segment..<pos])
                advance()
                return String(decoding: out, as: UTF8.self)
            case 0x00..<0x20:
                let hex = String(b, radix: 16, uppercase: true)
                let named: [UInt8: String] = [0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t"]
                throw fail(
                    "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) in a string; "
                        + "write it as \(named[b] ?? "\\u00\(hex.count == 1 ? "0" : "")\(hex)")")
            case UInt8(ascii: "\\"):
                out.append(contentsOf: bytes[segment..<pos])
                let escape = here
                advance()
                guard let e = current else { throw fail("unterminated string", at: start) }
                let shown = found.dropFirst().dropLast()
                advance()
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out.append(contentsOf: String(Character(try unicodeEscape(at: escape))).utf8)
                default:
                    throw fail(
                        "invalid escape \\\(shown) (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                        at: escape)
                }
                segment = pos
            default:
                advance()
            }
        }
    }

    /// The `XXXX` of `\uXXXX` (after the `u`); a high surrogate must be followed by `\u` and a low one.
    private mutating func unicodeEscape(at escape: SourceLocation) throws -> Unicode.Scalar {
        let high = try hex4(escape)
        if (0xDC00...0xDFFF).contains(high) {
            throw fail("unpaired surrogate \\u\(String(high, radix: 16, uppercase: true))", at: escape)
        }
        guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high)! }
        guard current == UInt8(ascii: "\\"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "u") else {
            throw fail(
                "unpaired surrogate \\u\(String(high, radix: 16, uppercase: true)) (expected a \\uDC00-\\uDFFF escape after it)",
                at: escape)
        }
        advance()
        advance()
        let low = try hex4(escape)
        guard (0xDC00...0xDFFF).contains(low) else {
            throw fail(
                "unpaired surrogate \\u\(String(high, radix: 16, uppercase: true)) (expected a \\uDC00-\\uDFFF escape after it)",
                at: escape)
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }

    private mutating func hex4(_ escape: SourceLocation) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = current, let digit = Int(String(UnicodeScalar(b)), radix: 16) else {
                throw fail("invalid \\u escape (expected four hexadecimal digits)", at: escape)
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }
}
