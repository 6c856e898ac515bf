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
