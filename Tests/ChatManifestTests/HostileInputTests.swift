import Foundation
import XCTest

@testable import ChatManifest

/// Inputs from strangers: alias bombs, deep nesting, huge files and sloppy JSON fail with one-line errors.
final class HostileYAMLTests: XCTestCase {
    /// Nine levels of nine aliases: 9⁹ values once expanded, from about 600 bytes of text.
    let bomb = """
        a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
        h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
        i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]

        """

    func testAliasBombStopsAtTheValueBudget() {
        let started = Date()
        XCTAssertErrorDescription(
            "bomb.yaml:1:8: too many values: over the limit of 1000000 per file (counting YAML aliases expanded)"
        ) {
            try ManifestLoader.parse(text: bomb, file: "bomb.yaml")
        }
        XCTAssertErrorDescription(
            "bomb.yaml:1:8: too many values: over the limit of 1000000 per file (counting YAML aliases expanded)"
        ) {
            try TranscriptLoader.decode(text: bomb, file: "bomb.yaml", baseDirectory: "/", currentUserId: "me")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testAliasesAsKeysAreRefusedBeforeComposing() {
        // Yams hashes a key in full to find duplicates: an expanded alias as a key would take forever.
        XCTAssertErrorDescription(
            "bomb.yaml:11:1: a key must be a plain string; in a file with aliases, lists, mappings and aliases cannot be keys"
        ) {
            try ManifestLoader.parse(text: bomb + "\n*i : 1\n", file: "bomb.yaml")
        }
        XCTAssertErrorDescription(
            "bomb.yaml:11:1: a key must be a plain string; in a file with aliases, lists, mappings and aliases cannot be keys"
        ) {
            try ManifestLoader.parse(text: bomb + "\n? [*i]\n: 1\n", file: "bomb.yaml")
        }
        XCTAssertErrorDescription(
            "bomb.yaml:11:5: a key must be a plain string; in a file with aliases, lists, mappings and aliases cannot be keys"
        ) {
            try ManifestLoader.parse(text: bomb + "\nj: {[*i, *i]: 1}\n", file: "bomb.yaml")
        }
    }

    func testTooManyAliases() {
        let yaml = "appearance: &a {}\nx: [" + Array(repeating: "*a", count: 1001).joined(separator: ", ") + "]\n"
        XCTAssertErrorDescription("m.yaml:2:\(5 + 1000 * 4): too many YAML aliases: over the limit of 1000 per file") {
            try ManifestLoader.parse(text: yaml, file: "m.yaml")
        }
    }

    func testAliasesInQuotesAndCommentsAreNotCounted() throws {
        let many = Array(repeating: "*a", count: 1001).joined(separator: " ")
        let yaml =
            "appearance:\n  tintColor: &red \"#FF0000\" # \(many)\n  accentColor: *red\n"
            + "components: {}\nnote: \"\(many)\"\nother: |\n  \(many)\n  [[[[\n"
        let tree = try XCTUnwrap(SourceParser.parse(yaml, file: "m.yaml", kind: .manifest))
        XCTAssertEqual(tree["appearance"]?["accentColor"].map { "\($0.value)" }, "scalar(\"#FF0000\", quoted: true)")
    }

    func testDeepNesting() {
        XCTAssertErrorDescription("m.yaml:1:257: nested too deeply: over the limit of 256 levels of lists and mappings")
        {
            try ManifestLoader.parse(
                text: String(repeating: "[", count: 300) + String(repeating: "]", count: 300), file: "m.yaml")
        }
        let block = (0..<300).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " 1\n"
        XCTAssertErrorDescription(
            "m.yaml:257:257: nested too deeply: over the limit of 256 levels of lists and mappings"
        ) {
            try ManifestLoader.parse(text: block, file: "m.yaml")
        }
    }

    func testFilesOverTheSizeLimitAreNotRead() throws {
        let s = Scratch()
        let big = s.write("big.json", "")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        s.inside {
            XCTAssertErrorDescription("big.json: file too large (67108865 bytes); the limit for transcripts is 64 MiB")
            {
                try TranscriptLoader.load(path: "big.json", currentUserId: nil)
            }
        }
        let manifest = s.write("m.yaml", "appearance: {}\n#" + String(repeating: "x", count: 4 << 20) + "\n")
        XCTAssertNotNil(manifest)
        s.inside {
            XCTAssertErrorDescription("m.yaml: file too large (4194321 bytes); the limit for manifests is 4 MiB") {
                try ManifestLoader.load(paths: ["m.yaml"])
            }
        }
    }
}

final class StrictJSONTests: XCTestCase {
    func parse(_ text: String, file: String = "t.json") throws -> TreeNode? {
        try SourceParser.parse(text, file: file, kind: .transcript)
    }

    func assertInvalid(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertErrorDescription(expected, file: file, line: line) { try parse(text) }
    }

    func testMistakesAreRefusedWithTheirPosition() {
        assertInvalid("{\"a\": [1, 2,]}", "t.json:1:12: invalid JSON: trailing comma before ']'")
        assertInvalid("{\n  \"a\": 1,\n}", "t.json:2:9: invalid JSON: trailing comma before '}'")
        assertInvalid(#"{"a": 1, "b": 2, "a": 3}"#, "t.json:1:18: a: duplicate key (in the mapping at 1:1)")
        assertInvalid(
            #"{"a": "x\qy"}"#, #"t.json:1:9: invalid JSON: invalid escape \q (JSON has \" \\ \/ \b \f \n \r \t \uXXXX)"#
        )
        assertInvalid(
            "{\"a\": \"two\nlines\"}",
            #"t.json:1:11: invalid JSON: control character U+000A in a string; write it as \n"#)
        assertInvalid(
            "{\"a\": \"\u{1B}[31m\"}",
            #"t.json:1:8: invalid JSON: control character U+001B in a string; write it as \u001B"#)
        assertInvalid(#"{"a": 012}"#, "t.json:1:8: invalid JSON: numbers cannot have leading zeros")
        assertInvalid(#"{"a": NaN}"#, "t.json:1:7: invalid JSON: NaN and Infinity are not JSON numbers")
        assertInvalid(#"{"a": -Infinity}"#, "t.json:1:8: invalid JSON: NaN and Infinity are not JSON numbers")
        assertInvalid(
            #"{"a": 1.}"#, "t.json:1:9: invalid JSON: unexpected '}', expected a digit after the decimal point")
        assertInvalid(
            #"{"a": "\uD83D"}"#,
            #"t.json:1:8: invalid JSON: unpaired surrogate \uD83D (expected a \uDC00-\uDFFF escape after it)"#)
        assertInvalid(#"{"a": "\uDE00"}"#, #"t.json:1:8: invalid JSON: unpaired surrogate \uDE00"#)
        assertInvalid(
            #"{"a": "\u12G4"}"#, #"t.json:1:8: invalid JSON: invalid \u escape (expected four hexadecimal digits)"#)
        assertInvalid("{'a': 1}", "t.json:1:2: invalid JSON: unexpected ''', expected a key in double quotes")
        assertInvalid("{\"a\": 'x'}", "t.json:1:7: invalid JSON: strings must be in double quotes")
        assertInvalid("{\"a\": 1} // note", "t.json:1:10: invalid JSON: comments are not allowed in JSON")
        assertInvalid("{\"a\": 1}}", "t.json:1:9: invalid JSON: unexpected '}' after the end of the JSON value")
        assertInvalid("{\"a\": \"é…", "t.json:1:7: invalid JSON: unterminated string")
        assertInvalid("{\"é\": tru}", "t.json:1:10: invalid JSON: unexpected '}', expected true")
        assertInvalid("[1 2]", "t.json:1:4: invalid JSON: unexpected '2', expected ',' or ']' after a value in a list")
        assertInvalid(
            String(repeating: "[", count: 300),
            "t.json:1:257: nested too deeply: over the limit of 256 levels of lists and mappings")
    }

    func testValuesKeepTheirTextAndPosition() throws {
        let root = try XCTUnwrap(
            parse(
                "\u{FEFF}{\"é\": \"😀\",\n \"n\": -1.5e3, \"t\": true, \"z\": null, \"s\": \"\\uD83D\\uDE00\\n\\u00e9\\/\"}"
            ))
        guard case .mapping(let entries) = root.value else { return XCTFail("expected a mapping") }
        XCTAssertEqual(entries.map(\.key), ["é", "n", "t", "z", "s"])
        XCTAssertEqual(
            entries.map { "\($0.keyLocation)" },
            ["t.json:1:2", "t.json:2:2", "t.json:2:15", "t.json:2:26", "t.json:2:37"])
        XCTAssertEqual(
            entries.map { "\($0.value.location)" },
            ["t.json:1:7", "t.json:2:7", "t.json:2:20", "t.json:2:31", "t.json:2:42"])
        XCTAssertEqual(
            entries.map { "\($0.value.value)" },
            [
                #"scalar("😀", quoted: true)"#, #"scalar("-1.5e3", quoted: false)"#, #"scalar("true", quoted: false)"#,
                "null",
                #"scalar("😀\né/", quoted: true)"#
            ])
        XCTAssertEqual(try NodeReader(entries[1].value).double(), -1500)
        XCTAssertNil(try parse(" \n "))
    }

    func testFormatByExtension() throws {
        // A `.yaml` file is YAML even when it starts like JSON; other names are sniffed.
        XCTAssertNotNil(try parse("{a: 1,}", file: "t.yaml"))
        XCTAssertNotNil(try parse("a: 1", file: "t.txt"))
        XCTAssertErrorDescription("t.txt:1:2: invalid JSON: unexpected 'a', expected a key in double quotes") {
            try parse("{a: 1}", file: "t.txt")
        }
        // `--set` values stay YAML.
        XCTAssertNotNil(try ManifestOverrides.parse("appearance.tintColor={a: 1}")["appearance"]?["tintColor"]?["a"])
    }

    /// Every JSON file shipped in Examples loads with the strict parser and gives the same values as YAML did.
    func testEveryExampleJSONParses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let examples = root.appendingPathComponent("Examples")
        let files = FileManager.default.enumerator(atPath: examples.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.contains(".build/") }  // not the example package's build folder
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            let path = examples.appendingPathComponent(file).path
            let text = try SourceParser.readText(path: path, kind: .transcript)
            let strict = try SourceParser.parse(text, file: file, kind: .transcript, format: .json)
            let yaml = try SourceParser.parse(text, file: file, kind: .transcript, format: .yaml)
            XCTAssertEqual(strict.map(Self.dump), yaml.map(Self.dump), file)
        }
    }

    /// Every YAML file shipped in Examples passes the alias and nesting pre-scan and parses.
    func testEveryExampleYAMLParses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let examples = root.appendingPathComponent("Examples")
        let files = FileManager.default.enumerator(atPath: examples.path)!.compactMap { $0 as? String }
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.contains(".build/") }
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            let text = try SourceParser.readText(path: examples.appendingPathComponent(file).path, kind: .manifest)
            XCTAssertNoThrow(try SourceParser.parse(text, file: file, kind: .manifest), file)
        }
    }

    /// Values, keys and quoting of a tree, for comparing two parsers.
    static func dump(_ node: TreeNode) -> String {
        switch node.value {
        case .null: return "null"
        case .scalar(let s, let quoted): return quoted ? "\"\(s)\"" : s
        case .sequence(let items): return "[" + items.map(dump).joined(separator: ",") + "]"
        case .mapping(let entries):
            return "{" + entries.map { "\($0.key)@\($0.keyLocation):" + dump($0.value) }.joined(separator: ",") + "}"
        }
    }
}

final class OneLineDiagnosticTests: XCTestCase {
    func testNewlinesAndEscapesInValuesStayOnOneLine() {
        let text = "{\"messages\": [], \"x\\nchatshot: forged\\u001b[2J\\u2028\": 1}"
        XCTAssertErrorDescription(#"t.json:1:18: x\nchatshot: forged\u{1B}[2J\u{2028}: unknown top-level key"#) {
            try TranscriptLoader.decode(text: text, file: "t.json", baseDirectory: "/", currentUserId: "me")
        }
    }

    func testLongMessagesAreClipped() {
        let error = TranscriptError(
            location: SourceLocation(file: "t.json", line: 2, column: 3), keyPath: "text",
            message: "expected a date, found " + String(repeating: "ab\r", count: 500))
        let line = error.description
        XCTAssertTrue(line.hasPrefix(#"t.json:2:3: text: expected a date, found ab\rab\r"#), line)
        XCTAssertTrue(line.hasSuffix("…"), line)
        XCTAssertEqual(line.count, "t.json:2:3: text: ".count + 300)
        XCTAssertFalse(line.contains("\r"))
    }
}

final class ManifestRangeTests: XCTestCase {
    func assertError(_ expected: String, _ yaml: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertErrorDescription(expected, file: file, line: line) {
            try ManifestLoader.parse(text: yaml, file: "m.yaml").makeComponents()
        }
    }

    func testAbsurdSizesFailAtTheirPosition() {
        assertError(
            "m.yaml:3:12: components.avatarView.width: expected a number from 0 to 10000, found 1e308",
            "components:\n  avatarView:\n    width: 1e308\n")
        assertError(
            "m.yaml:3:19: components.messageBubbleView.cornerRadius: expected a number from 0 to 10000, found -4",
            "components:\n  messageBubbleView:\n    cornerRadius: -4\n")
        assertError(
            "m.yaml:3:12: components.avatarView.alpha: expected a number from 0 to 1, found 2",
            "components:\n  avatarView:\n    alpha: 2\n")
        assertError(
            "m.yaml:3:42: components.messageContentView.textView.textContainerInset.top: expected a number from -10000 to 10000, found 99999",
            "components:\n  messageContentView:\n    textView: {textContainerInset: {top: 99999}}\n")
        assertError(
            "m.yaml:3:27: components.avatarView.shadowOffset.width: expected a number from 0 to 10000, found 1e9",
            "components:\n  avatarView:\n    shadowOffset: {width: 1e9, height: 1}\n")
        XCTAssertErrorDescription(
            "m.json:1:41: appearance.fonts.body: expected a font size between 0 and 1000, found 1e300"
        ) {
            try ManifestLoader.parse(text: #"{"appearance": {"fonts": {"body":       1e300}}}"#, file: "m.json")
                .makeAppearance()
        }
    }

    func testSensibleValuesStillLoad() throws {
        let c = try ManifestLoader.parse(
            text: """
                components:
                  avatarView: {width: 40, height: 40, cornerRadius: 20, alpha: 0.5, spacing: -4}
                """, file: "m.yaml"
        ).makeComponents()
        guard case .number(40)? = c.viewOverrides["avatarView"]?.properties["width"] else { return XCTFail("width") }
    }
}
