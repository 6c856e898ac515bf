import ChatDocs
import XCTest

/// The Markdown reader: fenced blocks numbered with their lines, image references and HTML comments outside code.
final class MarkdownDocumentTests: XCTestCase {
    func testBlocksAreNumberedWithTheirLinesLanguagesAndFlags() throws {
        let text = """
            # Title

            ```swift
            let a = 1
            ```

            ~~~yaml
            appearance: {}
            ~~~

            - a list item
               ```json transcript
               {"messages": []}
               ```
            ```bash
            echo hi
            ```
            """
        let doc = try MarkdownDocument(text: text, path: "guide.md")
        XCTAssertEqual(doc.blocks.map(\.number), [1, 2, 3, 4])
        XCTAssertEqual(doc.blocks.map(\.language), ["swift", "yaml", "json", "bash"])
        XCTAssertEqual(doc.blocks.map(\.firstLine), [4, 8, 13, 16])
        XCTAssertEqual(doc.blocks[0].text, "let a = 1")
        XCTAssertTrue(doc.blocks[2].isTranscript)
        XCTAssertFalse(doc.blocks[2].isManifest)
        XCTAssertTrue(doc.blocks[1].isManifest)
        XCTAssertEqual(doc.blocks[2].indent, 3)
        XCTAssertEqual(doc.blocks[2].text, "{\"messages\": []}", "the fence's indentation is removed")
    }

    func testABlockWithATopLevelMessagesListIsATranscript() throws {
        let doc = try MarkdownDocument(
            text: "```json\n{\n  \"messages\": []\n}\n```\n```yaml\nmessages:\n  - text: Hi\n```\n"
                + "```yaml\nappearance:\n  messages: {}\n```\n",
            path: "g.md")
        XCTAssertEqual(doc.blocks.map(\.isTranscript), [true, true, false])
        XCTAssertEqual(doc.blocks.map(\.isManifest), [false, false, true])
    }

    func testImagesAndCommentsOutsideCodeWithTheirColumns() throws {
        let text = """
            Intro <!-- chatshot: compare -->
            ![Before and after](images/a.png "A title") and `![not](code.png)`
            ```markdown
            ![in a block](b.png)
            <!-- in a block -->
            ```
            <!--
            chatshot: shot
            -->
            ![x](<images/with space.png>)
            """
        let doc = try MarkdownDocument(text: text, path: "g.md")
        XCTAssertEqual(doc.images.map(\.destination), ["images/a.png", "images/with space.png"])
        XCTAssertEqual(doc.images[0].line, 2)
        XCTAssertEqual(doc.images[0].column, 1)
        XCTAssertEqual(doc.images[0].alt, "Before and after")
        XCTAssertEqual(doc.comments.count, 2)
        XCTAssertEqual(doc.comments[0].line, 1)
        XCTAssertEqual(doc.comments[0].column, 7)
        XCTAssertEqual(doc.comments[0].text, " chatshot: compare ")
        XCTAssertEqual(doc.comments[1].line, 7)
        XCTAssertEqual(doc.comments[1].endLine, 9)
    }

    func testHTMLImagesAreImageReferencesButMDXRequiresAreNot() throws {
        let doc = try MarkdownDocument(
            text: "<img src=\"images/a.png\" width=\"40%\" alt=\"A\"/>\n<img src={require(\"../b.png\").default} />\n",
            path: "A.md")
        XCTAssertEqual(doc.images.map(\.destination), ["images/a.png"])
        XCTAssertEqual(doc.images[0].alt, "A")
    }

    func testDocCImageDirectivesAreImageReferences() throws {
        let doc = try MarkdownDocument(
            text: "Intro\n@Image(source: \"squared-bubble\", alt: \"Squared bubbles\")\n", path: "A.md")
        XCTAssertEqual(doc.images.map(\.destination), ["squared-bubble"])
        XCTAssertEqual(doc.images[0].alt, "Squared bubbles")
        XCTAssertEqual(doc.images[0].line, 2)
    }

    func testAnUnclosedFenceOrCommentIsAnErrorAtItsLine() {
        XCTAssertThrowsError(try MarkdownDocument(text: "a\n\n```swift\nlet x = 1\n", path: "g.md")) {
            XCTAssertEqual("\($0)", "g.md:3:1: error: a fenced block that is never closed")
        }
        XCTAssertThrowsError(try MarkdownDocument(text: "text\n  <!-- chatshot: x\n", path: "g.md")) {
            XCTAssertEqual("\($0)", "g.md:2:3: error: an HTML comment that is never closed (-->)")
        }
    }
}
