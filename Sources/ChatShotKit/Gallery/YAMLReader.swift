import Foundation
import Yams

/// A small reader over Yams nodes that turns every problem into a one-line
/// `file:line:column: key.path: what was expected` error (exit status 2).
struct GalleryNode {
    let node: Node
    let file: String
    let keyPath: String

    var location: String {
        if let m = node.mark { return "\(file):\(m.line):\(m.column)" }
        return file
    }

    func error(_ message: String) -> ChatShotError {
        .badInput(keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)")
    }

    func expected(_ what: String) -> ChatShotError {
        error("expected \(what), found \(describe())")
    }

    func describe() -> String {
        switch node {
        case .scalar(let s): return s.string.isEmpty ? "an empty value" : "'\(s.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    var isNull: Bool {
        if case .scalar(let s) = node { return s.tag == Tag(.null) || (s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string)) }
        return false
    }

    func string() throws -> String {
        guard case .scalar(let s) = node, !isNull else { throw expected("a string") }
        return s.string
    }

    func nonEmptyString() throws -> String {
        let s = try string()
        if s.trimmingCharacters(in: .whitespaces).isEmpty { throw expected("a non-empty string") }
        return s
    }

    func double() throws -> Double {
        guard case .scalar(let s) = node, s.style == .plain, let d = Double(s.string), d.isFinite else { throw expected("a number") }
        return d
    }

    func int() throws -> Int {
        guard case .scalar(let s) = node, s.style == .plain, let i = Int(s.string) else { throw expected("a whole number") }
        return i
    }

    func bool() throws -> Bool {
        guard case .scalar(let s) = node, s.style == .plain else { throw expected("true or false") }
        switch s.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw expected("true or false")
        }
    }

    /// A list, or a single value standing for a list of one.
    func list() throws -> [GalleryNode] {
        if case .sequence(let seq) = node {
            if seq.isEmpty { throw expected("at least one value") }
            return seq.enumerated().map { GalleryNode(node: $1, file: file, keyPath: "\(keyPath)[\($0)]") }
        }
        if case .mapping = node { throw expected("a value or a list of values") }
        return [self]
    }

    /// The entries of a mapping, in file order, with unknown keys rejected (with "did you mean").
    func mapping(allowedKeys: [String]) throws -> [(key: String, value: GalleryNode)] {
        guard case .mapping(let map) = node else { throw expected("a mapping") }
        var out: [(String, GalleryNode)] = []
        for (k, v) in map {
            let keyNode = GalleryNode(node: k, file: file, keyPath: keyPath)
            guard case .scalar(let ks) = k else { throw keyNode.expected("a key") }
            let key = ks.string
            let childPath = keyPath.isEmpty ? key : "\(keyPath).\(key)"
            if !allowedKeys.contains(key) {
                var message = "unknown key '\(key)'"
                if let s = GalleryNode.suggestion(for: key, among: allowedKeys) { message += "; did you mean '\(s)'?" }
                else { message += "; expected one of: \(allowedKeys.joined(separator: ", "))" }
                throw GalleryNode(node: k, file: file, keyPath: keyPath).error(message)
            }
            out.append((key, GalleryNode(node: v, file: file, keyPath: childPath)))
        }
        return out
    }

    /// A value from a fixed set, with a suggestion for near misses.
    func oneOf(_ values: [String]) throws -> String {
        let s = try string()
        if values.contains(s) { return s }
        var message = "unknown value '\(s)'"
        if let m = GalleryNode.suggestion(for: s, among: values) { message += "; did you mean '\(m)'?" }
        else { message += "; expected one of: \(values.joined(separator: ", "))" }
        throw error(message)
    }

    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lower = word.lowercased()
        var best: (String, Int)? = nil
        for c in candidates {
            let d = distance(lower, c.lowercased())
            if best == nil || d < best!.1 { best = (c, d) }
        }
        guard let (c, d) = best else { return nil }
        return d <= max(2, word.count / 3) ? c : nil
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }

    /// Parses a YAML file into its root node; syntax errors name the file, line and column.
    static func load(path: String) throws -> GalleryNode {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw ChatShotError.badInput("\(path): no such file, expected a gallery (YAML)")
        }
        if isDir.boolValue { throw ChatShotError.badInput("\(path): is a folder, expected a gallery file (YAML)") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ChatShotError.badInput("\(path): cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ChatShotError.badInput("\(path): not UTF-8 text, expected a gallery (YAML)")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let e as YamlError {
            switch e {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                throw ChatShotError.badInput("\(path):\(mark.line):\(mark.column): invalid YAML: \(problem)")
            case .duplicatedKeysInMapping(let duplicates, let context):
                throw ChatShotError.badInput("\(path):\(context.mark.line):\(context.mark.column): duplicate key "
                                             + duplicates.map { "'\($0)'" }.joined(separator: ", "))
            default:
                throw ChatShotError.badInput("\(path): invalid YAML: \(String(describing: e).split(separator: "\n").first ?? "")")
            }
        }
        guard let root else { throw ChatShotError.badInput("\(path): empty gallery, expected a mapping with 'shots'") }
        return GalleryNode(node: root, file: path, keyPath: "")
    }
}
