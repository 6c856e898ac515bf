import Foundation

/// Walks a `TreeNode` with its key path and reads typed values, throwing `ManifestError` / `TranscriptError`
/// (`file:line:column: keypath: expected …, found …`).
package struct NodeReader: Sendable {
    package let node: TreeNode
    package let keyPath: String

    package init(_ node: TreeNode, keyPath: String = "") {
        self.node = node
        self.keyPath = keyPath
    }

    package var location: SourceLocation { node.location }
    package var isNull: Bool { node.isNull }

    /// An error at this value.
    package func error(_ message: String) -> any SourceDiagnostic {
        node.kind.error(node.location, keyPath, message)
    }

    /// `expected …, found …` at this value.
    package func expected(_ what: String) -> any SourceDiagnostic {
        error("expected \(what), found \(node.shortDescription)")
    }

    func childPath(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }
    func indexPath(_ index: Int) -> String { "\(keyPath)[\(index)]" }

    // MARK: Scalars

    /// The text of a scalar, quoted or plain (`12` reads as "12").
    package func string() throws -> String {
        guard case .scalar(let s, _) = node.value else { throw expected("a string") }
        return s
    }

    /// A non-empty string.
    package func nonEmptyString() throws -> String {
        let s = try string()
        if s.isEmpty { throw expected("a non-empty string") }
        return s
    }

    package func bool() throws -> Bool {
        if case .scalar(let s, let quoted) = node.value, !quoted {
            switch s {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw expected("a boolean (true/false)")
    }

    package func double() throws -> Double {
        if case .scalar(let s, let quoted) = node.value, !quoted, let d = Self.parseNumber(s) { return d }
        throw expected("a number")
    }

    package func int() throws -> Int {
        if case .scalar(let s, let quoted) = node.value, !quoted, let d = Self.parseNumber(s), d == d.rounded(),
            abs(d) < 9e15
        {
            return Int(d)
        }
        throw expected("an integer")
    }

    /// A number that is at least `minimum`.
    package func double(minimum: Double) throws -> Double {
        let d = try double()
        if d < minimum { throw error("expected a number ≥ \(Self.format(minimum)), found \(node.shortDescription)") }
        return d
    }

    /// A number within `range` (sizes, radii, opacities), so that `width: 1e308` fails at its position.
    package func double(in range: ClosedRange<Double>) throws -> Double {
        let d = try double()
        guard range.contains(d) else {
            throw error(
                "expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), "
                    + "found \(node.shortDescription)")
        }
        return d
    }

    package func int(minimum: Int) throws -> Int {
        let i = try int()
        if i < minimum { throw error("expected an integer ≥ \(minimum), found \(node.shortDescription)") }
        return i
    }

    static func parseNumber(_ s: String) -> Double? {
        let t = s.replacingOccurrences(of: "_", with: "")
        guard !t.isEmpty, let first = t.unicodeScalars.first,
            CharacterSet(charactersIn: "+-.0123456789").contains(first)
        else { return nil }
        guard let d = Double(t), d.isFinite else { return nil }
        return d
    }

    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    // MARK: Collections

    package var isMapping: Bool { node.entries != nil }
    package var isSequence: Bool { if case .sequence = node.value { return true } else { return false } }
    package var isScalar: Bool { if case .scalar = node.value { return true } else { return false } }

    package func array() throws -> [NodeReader] {
        guard case .sequence(let items) = node.value else { throw expected("a list") }
        return items.enumerated().map { NodeReader($0.element, keyPath: indexPath($0.offset)) }
    }

    /// A list, or a single value read as a one-element list (`remove: flipped` ≡ `remove: [flipped]`).
    package func arrayOrSingle() throws -> [NodeReader] {
        if isSequence { return try array() }
        if isNull { return [] }
        return [self]
    }

    package func object() throws -> ObjectReader {
        guard let entries = node.entries else { throw expected("a mapping (key: value)") }
        return ObjectReader(reader: self, entries: entries)
    }
}

/// A mapping being read: look up keys, iterate entries, reject unknown keys with a suggestion.
package struct ObjectReader: Sendable {
    package let reader: NodeReader
    package let entries: [TreeNode.Entry]

    package var keyPath: String { reader.keyPath }
    package var location: SourceLocation { reader.location }
    package var keys: [String] { entries.map(\.key) }

    package func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// The value for a key; nil when the key is absent, or null in a transcript (Stream writes `"image": null`).
    /// In a manifest a null is returned (and then fails to read), so `tintColor: #FF2D55` — a YAML comment — is an
    /// error rather than silently ignored.
    package func optional(_ key: String) -> NodeReader? {
        guard let e = entries.first(where: { $0.key == key }) else { return nil }
        if e.value.isNull, e.value.kind == .transcript { return nil }
        return NodeReader(e.value, keyPath: reader.childPath(key))
    }

    /// The value for a key, null included; nil when absent.
    package func raw(_ key: String) -> NodeReader? {
        guard let e = entries.first(where: { $0.key == key }) else { return nil }
        return NodeReader(e.value, keyPath: reader.childPath(key))
    }

    package func required(_ key: String, _ what: String = "a value") throws -> NodeReader {
        guard let e = entries.first(where: { $0.key == key }) else {
            throw reader.node.kind.error(reader.location, reader.childPath(key), "missing; expected \(what)")
        }
        let r = NodeReader(e.value, keyPath: reader.childPath(key))
        if e.value.isNull { throw r.expected(what) }
        return r
    }

    /// Every entry as (key, value reader, key location).
    package var children: [(key: String, value: NodeReader, keyLocation: SourceLocation)] {
        entries.map { ($0.key, NodeReader($0.value, keyPath: reader.childPath($0.key)), $0.keyLocation) }
    }

    /// An error located at a key (for unknown names).
    package func keyError(_ key: String, _ message: String) -> any SourceDiagnostic {
        let loc = entries.first(where: { $0.key == key })?.keyLocation ?? reader.location
        return reader.node.kind.error(loc, reader.childPath(key), message)
    }

    /// Throws for the first key not in `allowed`: `unknown key; did you mean "…"?`.
    package func rejectUnknownKeys(allowed: [String], what: String = "key", suggestFrom: [String]? = nil) throws {
        let set = Set(allowed)
        for e in entries where !set.contains(e.key) {
            throw keyError(e.key, "unknown \(what)" + Suggestions.hint(for: e.key, in: suggestFrom ?? allowed))
        }
    }
}

extension Array where Element == NodeReader {
    /// Reads every element as a string.
    func strings() throws -> [String] { try map { try $0.string() } }
}
