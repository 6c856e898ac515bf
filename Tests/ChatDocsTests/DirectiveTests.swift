import ChatDocs
import XCTest

/// Directives: their keys, defaults, and errors at the word that is wrong, naming the key.
final class DirectiveTests: XCTestCase {
    func directive(_ text: String) throws -> Directive {
        let doc = try MarkdownDocument(text: text, path: "doc.md")
        return try Directive(parsing: doc.comments[0], file: "doc.md")
    }

    func error(_ text: String) -> String {
        do {
            _ = try directive(text)
            return "no error"
        } catch { return "\(error)" }
    }

    func testDefaultsMakeTheCommonCaseShort() throws {
        let d = try directive("<!-- chatshot -->")
        XCTAssertEqual(d.kind, .compare)
        XCTAssertNil(d.after, "after: every Swift and manifest block above")
        XCTAssertNil(d.transcript, "transcript: the nearest transcript block above")
        XCTAssertEqual(d.appearances, ["light"])
        XCTAssertEqual(d.scale, 2)
    }

    func testEveryKey() throws {
        let d = try directive(
            """
            <!-- chatshot: shot transcript=chat.json after=block:3,manifest,theme.yaml appearance=light,dark scale=3
                 device=iphone-se before-caption="SDK look" name=squared -->
            """)
        XCTAssertEqual(d.kind, .shot)
        XCTAssertEqual(d.transcript, .file("chat.json"))
        XCTAssertEqual(d.after, [.block(3), .manifest, .file("theme.yaml")])
        XCTAssertEqual(d.appearances, ["light", "dark"])
        XCTAssertEqual(d.scale, 3)
        XCTAssertEqual(d.beforeCaption, "SDK look")
        XCTAssertEqual(d.name, "squared")
        XCTAssertEqual(d.line, 1)
    }

    func testABadDirectiveNamesItsKeyAtItsLineAndColumn() {
        XCTAssertEqual(
            error("text\n<!-- chatshot: compare appearence=dark -->"),
            "doc.md:2:24: error: 'appearence': unknown key (did you mean 'appearance'?); known keys: "
                + Directive.keys.joined(separator: ", "))
        XCTAssertEqual(
            error("<!-- chatshot: scale=4 -->"), "doc.md:1:16: error: 'scale': expected 1, 2 or 3; found \"4\"")
        XCTAssertEqual(
            error("<!-- chatshot: after=swift,bogus -->"),
            "doc.md:1:16: error: 'after': \"bogus\": expected swift, manifest, none, block:N or a manifest file "
                + "(.yaml, .yml, .json)")
        XCTAssertEqual(
            error("<!-- chatshot: draw -->"),
            "doc.md:1:16: error: unknown kind \"draw\"; expected compare or shot (or key=value)")
        XCTAssertEqual(error("<!-- chatshot: scale=2 scale=3 -->"), "doc.md:1:24: error: 'scale': given twice")
        XCTAssertEqual(
            error("<!-- chatshot:\n  transcript=/etc/passwd -->"),
            "doc.md:2:3: error: 'transcript': expected a path relative to the document; found \"/etc/passwd\"")
    }

    func testThePlanChecksBlocksAndTheImageReference() throws {
        func planError(_ text: String) -> String {
            do {
                _ = try DocumentPlan(document: try MarkdownDocument(text: text, path: "doc.md"))
                return "no error"
            } catch { return "\(error)" }
        }
        let blocks = """
            ```json transcript
            {}
            ```

            ```swift
            final class A {}
            ```

            """
        XCTAssertEqual(
            planError(blocks + "<!-- chatshot: after=block:9 -->\n![x](images/x.png)\n"),
            "doc.md:8:16: error: 'after': block 9: the document has 2 fenced blocks")
        XCTAssertEqual(
            planError(blocks + "<!-- chatshot: after=block:2 -->\n![x](images/x.png)\n"),
            "doc.md:8:16: error: 'after': block 2 (line 6) runs nothing: it has no statements and declares no set-up "
                + "function (one that assigns Components.default… or Appearance.default…)")
        XCTAssertEqual(
            planError(blocks + "<!-- chatshot: after=block:1 -->\n\n![x](images/x.png)\n"),
            "doc.md:8:16: error: 'after': block 1 (line 2) is not a manifest: it is marked as a transcript")
        XCTAssertEqual(
            planError("<!-- chatshot: shot after=none -->\n![x](images/x.png)\n"),
            "doc.md:1:1: error: no transcript: add transcript=FILE, or a ```json transcript block above the directive")
        let plan = try DocumentPlan(
            document: try MarkdownDocument(
                text: blocks + "```swift\nComponents.default.x = A.self\n```\n"
                    + "<!-- chatshot: appearance=light,dark -->\n![x](images/x.png)\n",
                path: "docs/doc.md"))
        XCTAssertEqual(plan.pictures.count, 1)
        XCTAssertEqual(plan.pictures[0].after.swiftBlocks, [3])
        XCTAssertEqual(plan.pictures[0].transcript, .block(1))
        XCTAssertEqual(plan.pictures[0].outputs.map(\.path), ["docs/images/x.png", "docs/images/x~dark.png"])
    }
}
