import ChatDocs
import XCTest

/// A page's Swift blocks as a customization folder: statements become the block's own set-up, declarations stay,
/// lines and columns are the page's, and a picture compiles the blocks it uses.
final class SwiftBlocksTests: XCTestCase {
    let page = """
        # Page

        ```swift
        final class Bubble: ChatMessageBubbleView {}
        ```

        - A step in a list:
           ```swift
           let radius = 3
           Components.default.messageBubbleView = Bubble.self
           ```

        ```swift
        final class Bubble: ChatMessageBubbleView { override func layoutSubviews() {} }

        func useBubbles() {
            Components.default.messageBubbleView = Bubble.self
        }
        ```
        """

    func testStatementsBecomeTheBlocksSetUpAtThePagesLinesAndColumns() throws {
        let swift = SwiftBlocks(
            document: try MarkdownDocument(text: page, path: "docs/page.md"), markdownPath: "docs/page.md")
        XCTAssertEqual(swift.blocks.map(\.number), [1, 2, 3])
        XCTAssertEqual(swift.blocks.map(\.setsUp), [false, true, true])
        XCTAssertEqual(swift.blocks[2].setUpFunctions, ["useBubbles"])
        let second = swift.blocks[1].source
        // The statements (and the local constant) are in the block's function, after a line naming the page and the
        // block's first line; the fence's indentation is kept, so columns are the page's.
        XCTAssertTrue(
            second.contains(
                "@MainActor func chatshotDocsBlock2() {\n#sourceLocation(file: \"docs/page.md\", line: 9)\n"
                    + "   let radius = 3\n   Components.default.messageBubbleView = Bubble.self\n"),
            second)
        XCTAssertTrue(swift.blocks[2].source.contains("    useBubbles()\n}"), swift.blocks[2].source)
        XCTAssertEqual(swift.customizations.map(\.name), ["block-2", "block-3"])
    }

    func testAPictureCompilesTheBlocksItUsesAndRedeclarationsSplitBuilds() throws {
        let swift = SwiftBlocks(document: try MarkdownDocument(text: page, path: "page.md"), markdownPath: "page.md")
        XCTAssertEqual(swift.unit(of: [2]), [1, 2], "block 2 uses block 1's Bubble")
        XCTAssertEqual(swift.unit(of: [3]), [3], "block 3 declares its own Bubble")
        XCTAssertTrue(swift.conflict([1, 2], [3]), "two Bubble classes cannot share a module")
        XCTAssertFalse(swift.conflict([1, 2], [2]))
    }
}
