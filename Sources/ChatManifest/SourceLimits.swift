import Foundation
import Yams

/// Limits on one input file. Transcripts and manifests come from strangers: a hostile file fails with a one-line
/// `file:line:column: …` error naming the limit, instead of exhausting memory or time.
package enum SourceLimits {
    /// The largest transcript file read: 64 MiB (a Stream channel export with thousands of messages is a few MiB).
    package static let maxTranscriptBytes = 64 << 20
    /// The largest manifest file read: 4 MiB (real manifests are a few KiB).
    package static let maxManifestBytes = 4 << 20
    /// Values (scalars, nulls, lists and mappings) in one file, counted after YAML aliases are expanded: a
    /// 600-byte "billion laughs" file of nested aliases stops here instead of growing to gigabytes.
    package static let maxNodes = 1_000_000
    /// How deeply lists and mappings may nest.
    package static let maxDepth = 256
    /// YAML alias uses (`*name`) in one file.
    package static let maxAliases = 1_000
    /// The longest message of a `file:line:column: key: message` diagnostic, in characters; longer ones are
    /// clipped with "…" (a value quoted from a hostile file could be megabytes long).
    package static let maxMessageLength = 300

    static func maxBytes(_ kind: SourceKind) -> Int {
        kind == .transcript ? maxTranscriptBytes : maxManifestBytes
    }

    /// `64 MiB`, or a byte count when not a whole number of MiB.
    static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    static let tooManyValues =
        "too many values: over the limit of \(maxNodes) per file (counting YAML aliases expanded)"
    static let tooDeep = "nested too deeply: over the limit of \(maxDepth) levels of lists and mappings"
    static let tooManyAliases = "too many YAML aliases: over the limit of \(maxAliases) per file"
}

// MARK: - YAML

/// Guards around Yams. `Yams.compose` does not copy aliased values (an alias shares its anchor's node), so
/// composing stays linear in the text, with one exception: mapping keys are hashed in full to find duplicates,
/// so a list or mapping key that contains aliases costs exponential time. `prescan` refuses such keys (and too
/// many aliases, and deep flow nesting) before composing; `checkSize` counts the composed tree with aliases
/// expanded before it is converted into `TreeNode`s.
enum YAMLLimits {
    /// A cheap pass over the text that over-approximates: it skips comments and quoted scalars, and counts
    /// `*alias`, `[`/`{` and complex keys where a YAML token can start.
    static func prescan(_ text: String, file: String, kind: SourceKind) throws {
        let s = Array(text.unicodeScalars)
        var i = 0
        var line = 1
        var column = 1
        var aliases = 0
        var flowStarts: [SourceLocation] = []  // where each open `[` / `{` is
        var complexKey: SourceLocation? = nil
        var previous: Unicode.Scalar = "\n"  // the last non-blank character on this line ("\n" at a line start)
        var lineIndent = 0
        var atIndent = true

        func here() -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
        func step() {
            if s[i] == "\n" {
                line += 1
                column = 1
                previous = "\n"
                lineIndent = 0
                atIndent = true
            } else {
                column += 1
            }
            i += 1
        }
        func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }
        func isBlank(_ c: Unicode.Scalar?) -> Bool { c == nil || c == " " || c == "\t" || c == "\n" || c == "\r" }
        /// After optional blanks, a `:` that makes what precedes it a key.
        func colonFollows() -> Bool {
            var k = i
            while k < s.count, s[k] == " " || s[k] == "\t" || (!flowStarts.isEmpty && (s[k] == "\n" || s[k] == "\r")) {
                k += 1
            }
            guard k < s.count, s[k] == ":" else { return false }
            return !flowStarts.isEmpty || k + 1 == s.count || isBlank(s[k + 1])
        }

        while i < s.count {
            let c = s[i]
            if atIndent, c == " " {
                lineIndent += 1
                step()
                continue
            }
            atIndent = false
            if c == " " || c == "\t" || c == "\r" || c == "\n" {
                step()
                continue
            }
            let tokenStart = ["\n", "-", "?", ":", ",", "[", "{"].contains(previous)
            if c == "#" && (column == 1 || isBlank(s[i - 1])) {
                while i < s.count, s[i] != "\n" { step() }
                continue
            }
            if tokenStart, c == "'" || c == "\"" {
                step()
                while i < s.count {
                    if c == "\"", s[i] == "\\" {
                        step()
                        if i < s.count { step() }
                        continue
                    }
                    if s[i] == c {
                        if c == "'", peek(1) == "'" {
                            step()
                            step()
                            continue
                        }
                        break
                    }
                    step()
                }
                if i < s.count { step() }
                previous = c
                continue
            }
            if tokenStart, flowStarts.isEmpty, c == "|" || c == ">" {
                // A block scalar: its lines are those indented deeper than this one (and blank lines).
                let indent = lineIndent
                while i < s.count, s[i] != "\n" { step() }
                while i < s.count {
                    var k = i + 1
                    var spaces = 0
                    while k < s.count, s[k] == " " {
                        k += 1
                        spaces += 1
                    }
                    guard k >= s.count || s[k] == "\n" || s[k] == "\r" || spaces > indent else { break }
                    step()
                    while i < s.count, s[i] != "\n" { step() }
                }
                continue
            }
            if tokenStart, c == "*" || c == "&" {
                let start = here()
                step()
                while i < s.count, !isBlank(s[i]), !",[]{}".unicodeScalars.contains(s[i]) {
                    if s[i] == ":", isBlank(peek(1)) || !flowStarts.isEmpty { break }
                    step()
                }
                if c == "*" {
                    aliases += 1
                    if aliases > SourceLimits.maxAliases { throw kind.error(start, "", SourceLimits.tooManyAliases) }
                    if complexKey == nil, colonFollows() { complexKey = start }
                }
                previous = c == "&" ? "-" : "a"  // a node follows an anchor
                continue
            }
            if c == "?", tokenStart, isBlank(peek(1)), complexKey == nil { complexKey = here() }
            if c == "[" || c == "{", tokenStart || !flowStarts.isEmpty {
                flowStarts.append(here())
                if flowStarts.count > SourceLimits.maxDepth { throw kind.error(here(), "", SourceLimits.tooDeep) }
            } else if c == "]" || c == "}", let start = flowStarts.popLast() {
                step()
                if complexKey == nil, colonFollows() { complexKey = start }
                previous = c
                continue
            }
            previous = c
            step()
        }
        if aliases > 0, let complexKey {
            throw kind.error(
                complexKey, "",
                "a key must be a plain string; in a file with aliases, lists, mappings and aliases cannot be keys")
        }
    }

    /// Counts the composed tree as it will be converted (aliases expanded), stopping at the first limit.
    static func checkSize(_ root: Node, file: String, kind: SourceKind) throws {
        var count = 0
        func visit(_ node: Node, depth: Int) throws {
            count += 1
            if count > SourceLimits.maxNodes {
                throw kind.error(SourceParser.location(node.mark, file), "", SourceLimits.tooManyValues)
            }
            switch node {
            case .mapping(let m):
                if depth > SourceLimits.maxDepth {
                    throw kind.error(SourceParser.location(node.mark, file), "", SourceLimits.tooDeep)
                }
                for (_, value) in m { try visit(value, depth: depth + 1) }
            case .sequence(let items):
                if depth > SourceLimits.maxDepth {
                    throw kind.error(SourceParser.location(node.mark, file), "", SourceLimits.tooDeep)
                }
                for item in items { try visit(item, depth: depth + 1) }
            case .scalar, .alias:
                break
            }
        }
        try visit(root, depth: 1)
    }
}
