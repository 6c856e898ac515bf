import Foundation
import XCTest

@testable import ChatManifest

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
