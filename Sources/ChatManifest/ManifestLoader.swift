import Foundation
import Yams

/// Loads manifests: reads each file, follows `extends:` (base first, the extending file wins), layers several
/// manifests (later ones win), applies `--set KEY=VALUE` overrides, then validates the merged tree.
public enum ManifestLoader {
    /// The whole pipeline: files (in order, later wins) + `--set` overrides → a validated `Manifest`.
    /// No paths and no sets give the SDK's default look.
    /// Cached (`ManifestCache`): the same paths and sets give the same `Manifest` while the files it read are unchanged.
    public static func load(paths: [String], sets: [String] = []) throws -> Manifest {
        try ManifestCache.manifest(
            for: .init(paths: paths, sets: sets, folder: FileManager.default.currentDirectoryPath)
        ) {
            let tree = try loadTree(paths: paths)
            let withSets = try ManifestOverrides.apply(sets, to: tree)
            return try Manifest(tree: withSets, files: paths)
        }
    }

    /// Reads and layers manifest files (with their `extends:`) into one tree, without validating it.
    /// nil when there are no files or they are all empty.
    package static func loadTree(paths: [String]) throws -> TreeNode? {
        var result: TreeNode?
        for path in paths {
            guard let tree = try loadFile(path, stack: []) else { continue }
            result = result.map { TreeMerge.merge($0, tree) } ?? tree
        }
        return result
    }

    /// Parses manifest text (no `extends:` resolution beyond the file system relative to `file`).
    public static func parse(text: String, file: String) throws -> Manifest {
        guard let tree = try SourceParser.parse(text, file: file, kind: .manifest) else {
            return try Manifest(tree: nil, files: [file])
        }
        let resolved = try resolveExtends(tree, file: file, stack: [PathUtil.absolute(file)], shownStack: [file])
        return try Manifest(tree: resolved, files: [file])
    }

    /// One file and its bases; `stack` holds the absolute paths being loaded (for cycle detection).
    static func loadFile(_ path: String, stack: [(abs: String, shown: String)]) throws -> TreeNode? {
        let abs = PathUtil.absolute(path)
        guard let tree = try SourceParser.load(path: path, kind: .manifest) else { return nil }
        return try resolveExtends(
            tree, file: path, stack: stack.map(\.abs) + [abs], shownStack: stack.map(\.shown) + [path])
    }

    static func resolveExtends(_ tree: TreeNode, file: String, stack: [String], shownStack: [String]? = nil) throws
        -> TreeNode?
    {
        let root = NodeReader(tree)
        guard let entries = tree.entries else {
            throw root.expected("a mapping with appearance and/or components")
        }
        guard let ext = entries.first(where: { $0.key == "extends" }) else { return tree }
        let extReader = NodeReader(ext.value, keyPath: "extends")
        var bases: [NodeReader] = []
        if extReader.isNull {
            bases = []
        } else if extReader.isSequence {
            bases = try extReader.array()
        } else {
            bases = [extReader]
        }
        let shown = shownStack ?? stack
        var merged: TreeNode?
        for baseReader in bases {
            let rel = try baseReader.nonEmptyString()
            let basePath = PathUtil.sibling(rel, ofFile: file)
            let baseAbs = PathUtil.absolute(basePath)
            if let i = stack.firstIndex(of: baseAbs) {
                let cycle = (shown[i...] + [basePath]).joined(separator: " → ")
                throw baseReader.error("extends cycle: \(cycle)")
            }
            var fileExists: ObjCBool = false
            guard FileManager.default.fileExists(atPath: basePath, isDirectory: &fileExists), !fileExists.boolValue
            else {
                throw baseReader.error("no such file: \(basePath)")
            }
            let pairs = zip(stack, shown).map { (abs: $0.0, shown: $0.1) }
            guard let baseTree = try loadFile(basePath, stack: pairs) else { continue }
            merged = merged.map { TreeMerge.merge($0, baseTree) } ?? baseTree
        }
        var own = tree
        own.value = .mapping(entries.filter { $0.key != "extends" })
        return merged.map { TreeMerge.merge($0, own) } ?? own
    }
}

/// Deep merge of manifest trees: mappings merge key by key, lists append, other values are replaced; a null in
/// the overriding layer removes the base's value (back to the default). The resolver's `remove`/`insert` lists
/// cancel each other across layers, so the later layer wins.
package enum TreeMerge {
    package static func merge(_ base: TreeNode, _ over: TreeNode) -> TreeNode {
        merge(base, over, path: [])
    }

    static func merge(_ base: TreeNode, _ over: TreeNode, path: [String]) -> TreeNode {
        switch (base.value, over.value) {
        case (.mapping(let b), .mapping(let o)):
            if path == ["components", "messageLayoutOptionsResolver"] { return mergeResolver(base, b, o) }
            var result = b
            for entry in o {
                let i = result.firstIndex(where: { $0.key == entry.key })
                if entry.value.isNull {
                    if let i { result.remove(at: i) }
                    continue
                }
                if let i {
                    result[i].value = merge(result[i].value, entry.value, path: path + [entry.key])
                } else {
                    var e = entry
                    e.value = stripNulls(entry.value)
                    result.append(e)
                }
            }
            var node = base
            node.value = .mapping(result)
            return node
        case (.sequence(let b), .sequence(let o)):
            var node = over
            node.value = .sequence(b + o)
            return node
        default:
            return over
        }
    }

    /// An overriding layer's value with its null entries removed (a null resets, and there is nothing to reset).
    package static func stripNulls(_ node: TreeNode) -> TreeNode {
        guard case .mapping(let entries) = node.value else { return node }
        var n = node
        n.value = .mapping(
            entries.filter { !$0.value.isNull }.map { e in
                var e = e
                e.value = stripNulls(e.value)
                return e
            })
        return n
    }

    private static func mergeResolver(_ base: TreeNode, _ b: [TreeNode.Entry], _ o: [TreeNode.Entry]) -> TreeNode {
        func items(_ entries: [TreeNode.Entry], _ key: String) -> [TreeNode]? {
            guard let v = entries.first(where: { $0.key == key })?.value else { return nil }
            switch v.value {
            case .sequence(let items): return items
            case .null: return nil
            default: return [v]
            }
        }
        func text(_ n: TreeNode) -> String? { if case .scalar(let s, _) = n.value { return s } else { return nil } }
        var result = b
        let overRemove = items(o, "remove") ?? []
        let overInsert = items(o, "insert") ?? []
        let removeNames = Set(overRemove.compactMap(text))
        let insertNames = Set(overInsert.compactMap(text))
        func set(_ key: String, _ list: [TreeNode], like template: TreeNode) {
            var node = template
            node.value = .sequence(list)
            if let i = result.firstIndex(where: { $0.key == key }) {
                result[i].value = node
            } else {
                result.append(.init(key: key, keyLocation: template.location, value: node))
            }
        }
        if let baseRemove = items(b, "remove") ?? (overRemove.isEmpty ? nil : []) {
            let kept = baseRemove.filter { text($0).map { !insertNames.contains($0) } ?? true }
            let template =
                o.first(where: { $0.key == "remove" })?.value ?? b.first(where: { $0.key == "remove" })!.value
            set("remove", kept + overRemove, like: template)
        }
        if let baseInsert = items(b, "insert") ?? (overInsert.isEmpty ? nil : []) {
            let kept = baseInsert.filter { text($0).map { !removeNames.contains($0) } ?? true }
            let template =
                o.first(where: { $0.key == "insert" })?.value ?? b.first(where: { $0.key == "insert" })!.value
            set("insert", kept + overInsert, like: template)
        }
        for entry in o where entry.key != "remove" && entry.key != "insert" {
            let i = result.firstIndex(where: { $0.key == entry.key })
            if entry.value.isNull {
                if let i { result.remove(at: i) }
                continue
            }
            if let i {
                result[i].value = merge(
                    result[i].value, entry.value, path: ["components", "messageLayoutOptionsResolver", entry.key])
            } else {
                var e = entry
                e.value = stripNulls(entry.value)
                result.append(e)
            }
        }
        var node = base
        node.value = .mapping(result)
        return node
    }
}

/// `--set KEY=VALUE` (and each value of `--vary`): overrides one manifest value before validation. The value is read
/// as YAML (`true`, `20`, `"#FF2D55"`, `[flipped, bubble]`, `{light: "#000", dark: "#FFF"}`); `null` resets the
/// value to the default. Errors name `--set` as the file and the column within the argument.
package enum ManifestOverrides {
    package static func apply(_ sets: [String], to tree: TreeNode?) throws -> TreeNode? {
        var result = tree
        for set in sets {
            let node = try parse(set)
            result = result.map { TreeMerge.merge($0, node) } ?? TreeMerge.stripNulls(node)
        }
        return result
    }

    /// One `KEY=VALUE` as a tree `{k1: {k2: … VALUE}}`.
    package static func parse(_ set: String) throws -> TreeNode {
        let file = "--set"
        func fail(_ column: Int, _ keyPath: String, _ message: String) -> ManifestError {
            ManifestError(
                location: SourceLocation(file: file, line: 1, column: column), keyPath: keyPath, message: message)
        }
        guard let eq = set.firstIndex(of: "=") else {
            throw fail(1, "", "expected KEY=VALUE (such as appearance.tintColor=#FF2D55), found \"\(set)\"")
        }
        let key = String(set[..<eq]).trimmingCharacters(in: .whitespaces)
        let valueText = String(set[set.index(after: eq)...])
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !key.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else {
            throw fail(1, key, "expected a dotted key path such as appearance.fonts.body.size")
        }
        if parts[0] == "extends" {
            throw fail(1, key, "extends cannot be set from the command line; pass another -m instead")
        }
        let valueColumn = set.distance(from: set.startIndex, to: eq) + 2
        var value: TreeNode
        do {
            let parsed = try SourceParser.parse(valueText, file: file, kind: .manifest, format: .yaml)
            value =
                parsed
                ?? TreeNode(.null, location: SourceLocation(file: file, line: 1, column: valueColumn), kind: .manifest)
        } catch let e as ManifestError {
            var e = e
            if e.location.line == 1, let c = e.location.column { e.location.column = c + valueColumn - 1 }
            e.keyPath = key
            throw e
        }
        value = shift(value, by: valueColumn - 1)
        // A bare scalar like `#FF2D55` parses as a comment in YAML; take the raw text instead.
        if value.isNull, !valueText.trimmingCharacters(in: .whitespaces).isEmpty,
            valueText.trimmingCharacters(in: .whitespaces).hasPrefix("#")
        {
            value = TreeNode(
                .scalar(valueText.trimmingCharacters(in: .whitespaces), quoted: true),
                location: SourceLocation(file: file, line: 1, column: valueColumn), kind: .manifest)
        }
        var node = value
        var column = 1
        var columns: [Int] = []
        for p in parts {
            columns.append(column)
            column += p.count + 1
        }
        for (i, p) in parts.enumerated().reversed() {
            let loc = SourceLocation(file: file, line: 1, column: columns[i])
            node = TreeNode(.mapping([.init(key: p, keyLocation: loc, value: node)]), location: loc, kind: .manifest)
        }
        return node
    }

    static func shift(_ node: TreeNode, by columns: Int) -> TreeNode {
        var n = node
        if n.location.line == 1, let c = n.location.column { n.location.column = c + columns }
        switch n.value {
        case .mapping(let entries):
            n.value = .mapping(
                entries.map { e in
                    var e = e
                    if e.keyLocation.line == 1, let c = e.keyLocation.column { e.keyLocation.column = c + columns }
                    e.value = shift(e.value, by: columns)
                    return e
                })
        case .sequence(let items):
            n.value = .sequence(items.map { shift($0, by: columns) })
        default: break
        }
        return n
    }
}
