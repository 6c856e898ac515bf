/// The manifest lines that make `--set KEY=VALUE` values permanent, to paste into a manifest: dotted keys become
/// nested mappings (`appearance.tintColor=#FF2D55` → `appearance:` / `  tintColor: "#FF2D55"`).
public enum ManifestLines {
    public static func yaml(for sets: [String]) -> String {
        var root = Node()
        for set in sets {
            guard let eq = set.firstIndex(of: "=") else { continue }
            let path = set[..<eq].split(separator: ".").map(String.init)
            guard !path.isEmpty else { continue }
            root.insert(path[...], value: String(set[set.index(after: eq)...]))
        }
        var lines: [String] = []
        root.write(indent: "", into: &lines)
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// A value as YAML: plain when it is a simple word or number, else double-quoted.
    static func scalar(_ value: String) -> String {
        let plain =
            value.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) } && !value.isEmpty
            && !["true", "false", "null", "yes", "no", "on", "off"].contains(value.lowercased())
        if plain { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// A mapping in the order its keys were first given.
    private struct Node {
        var keys: [String] = []
        var children: [String: Node] = [:]
        var value: String?

        mutating func insert(_ path: ArraySlice<String>, value: String) {
            guard let key = path.first else {
                self.value = value
                return
            }
            if children[key] == nil {
                keys.append(key)
                children[key] = Node()
            }
            children[key]!.insert(path.dropFirst(), value: value)
        }

        func write(indent: String, into lines: inout [String]) {
            for key in keys {
                let child = children[key]!
                if let value = child.value, child.keys.isEmpty {
                    lines.append("\(indent)\(key): \(ManifestLines.scalar(value))")
                } else {
                    lines.append("\(indent)\(key):")
                    child.write(indent: indent + "  ", into: &lines)
                }
            }
        }
    }
}
