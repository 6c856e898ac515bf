import Foundation
import XCTest

/// `chatshot docs` as a user runs it, on a small documentation folder written as a new user would: a page with a
/// manifest block, a page with Swift blocks and a transcript file beside it. One build cache for the whole class, so
/// the Swift blocks are compiled once.
final class DocsCommandTests: ChatShotProcessTestCase {
    static let cache = NSTemporaryDirectory() + "chatshot-docs-tests-cache-\(ProcessInfo.processInfo.processIdentifier)"

    override class func tearDown() {
        try? FileManager.default.removeItem(atPath: cache)
        super.tearDown()
    }

    static let transcript = """
        {
          "current_user_id": "ana",
          "channel": { "id": "c", "type": "messaging", "cid": "messaging:c", "name": "Crew" },
          "messages": [
            { "id": "m1", "type": "regular", "text": "Ready?", "user": { "id": "ben", "name": "Ben Ode" },
              "created_at": "2024-05-13T16:02:10Z" },
            { "id": "m2", "type": "regular", "text": "Go!", "user": { "id": "ana", "name": "Ana Ruiz" },
              "created_at": "2024-05-13T16:03:00Z" }
          ]
        }
        """

    /// `colours.md`: a transcript block and a manifest block (line 17: the directive).
    static let coloursPage = """
        # Colours

        ```json transcript
        \(transcript)
        ```

        ```yaml
        appearance:
          colorPalette:
            chatBackgroundOutgoing: "#FFD60A"
        ```

        <!-- chatshot: compare width=240 height=200 scale=1 -->
        ![Yellow bubbles](images/yellow.png)
        """

    /// `bubbles.md`: Swift blocks (a subclass, then its registration), the transcript in `chat.json`.
    static func bubblesPage(radius: String = "0") -> String {
        """
        # Bubbles

        ```swift
        import StreamChatUI

        final class FlatBubbleView: ChatMessageBubbleView {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.cornerRadius = \(radius)
            }
        }
        ```

        ```swift
        Components.default.messageBubbleView = FlatBubbleView.self
        ```

        <!-- chatshot: compare transcript=chat.json after=block:2 width=240 height=200 scale=1 appearance=light,dark -->
        ![Flat bubbles](images/flat.png)
        """
    }

    func writeDocs() throws -> URL {
        let docs = tmp.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Self.coloursPage.write(to: docs.appendingPathComponent("colours.md"), atomically: true, encoding: .utf8)
        try Self.bubblesPage().write(to: docs.appendingPathComponent("bubbles.md"), atomically: true, encoding: .utf8)
        try Self.transcript.write(to: docs.appendingPathComponent("chat.json"), atomically: true, encoding: .utf8)
        return docs
    }

    func chatshotDocs(_ arguments: [String]) throws -> Result {
        setenv("CHATSHOT_CACHE", Self.cache, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        return try run(["docs", "--png-compression", "fast"] + arguments)
    }

    func testWriteThenCheckPassesAndAStalePictureFailsAtItsDirectiveLine() throws {
        let docs = try writeDocs()
        let images = docs.appendingPathComponent("images")
        let write = try chatshotDocs([docs.path, "--write"])
        XCTAssertEqual(write.status, 0, write.stderr)
        for name in ["yellow.png", "flat.png", "flat~dark.png", ".chatshot-docs.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: images.appendingPathComponent(name).path), name)
        }
        let yellow = try Data(contentsOf: images.appendingPathComponent("yellow.png"))
        let flat = try Data(contentsOf: images.appendingPathComponent("flat.png"))
        XCTAssertNotEqual(yellow, flat)

        // Unchanged inputs: nothing rendered; --force renders and still matches.
        let check = try chatshotDocs([docs.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(
            check.stdout.contains("3 pictures: 3 up to date (3 not rendered: inputs unchanged)"), check.stdout)
        let forced = try chatshotDocs([docs.path, "--check", "--force"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(forced.stdout.contains("3 up to date (0 not rendered"), forced.stdout)

        // A stale picture fails, naming the document, the directive's line and the report entry.
        try yellow.write(to: images.appendingPathComponent("flat.png"))
        let report = tmp.appendingPathComponent("report").path
        let stale = try chatshotDocs([docs.path, "--report", report])
        XCTAssertEqual(stale.status, 1, stale.stderr)
        XCTAssertTrue(
            stale.stderr.contains("bubbles.md:18:1: \(images.path)/flat.png is stale"), stale.stderr)
        XCTAssertTrue(stale.stderr.contains("[report entry bubbles-flat--light]"), stale.stderr)
        XCTAssertFalse(stale.stderr.contains("colours.md"), "the other pictures are up to date")
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("bubbles-flat--light"), junit)
        XCTAssertTrue(FileManager.default.fileExists(atPath: report + "/report.html"))

        // A changed Swift block makes its pictures stale too; --write puts them right.
        try Self.bubblesPage(radius: "6").write(
            to: docs.appendingPathComponent("bubbles.md"), atomically: true, encoding: .utf8)
        let rewrite = try chatshotDocs([docs.path, "--write"])
        XCTAssertEqual(rewrite.status, 0, rewrite.stderr)
        XCTAssertTrue(rewrite.stdout.contains("wrote \(images.path)/flat.png"), rewrite.stdout)
        XCTAssertNotEqual(try Data(contentsOf: images.appendingPathComponent("flat.png")), flat)
        XCTAssertEqual(try chatshotDocs([docs.path]).status, 0)

        // A picture no document references fails the check; --write --prune removes it.
        try yellow.write(to: images.appendingPathComponent("old.png"))
        let unreferenced = try chatshotDocs([docs.path])
        XCTAssertEqual(unreferenced.status, 1)
        XCTAssertTrue(
            unreferenced.stderr.contains("\(images.path)/old.png: no document references this picture any more"),
            unreferenced.stderr)
        XCTAssertEqual(try chatshotDocs([docs.path, "--write", "--prune"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: images.appendingPathComponent("old.png").path))
    }

    func testASwiftErrorIsReportedAtTheMarkdownLineAndColumn() throws {
        let docs = try writeDocs()
        try Self.bubblesPage(radius: "radius").write(
            to: docs.appendingPathComponent("bubbles.md"), atomically: true, encoding: .utf8)
        let r = try chatshotDocs([docs.appendingPathComponent("bubbles.md").path, "--write"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(
            r.stderr.contains("\(docs.path)/bubbles.md:9:30: error: cannot find 'radius' in scope"), r.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: docs.appendingPathComponent("images/flat.png").path),
            "no partial output")
    }

    /// A folder with one stale picture and one page that does not compile: both are reported in one run, and
    /// `--write` writes nothing (bad input, exit 2).
    func testAStalePictureAndASwiftErrorAreReportedTogether() throws {
        let docs = try writeDocs()
        let images = docs.appendingPathComponent("images")
        XCTAssertEqual(try chatshotDocs([docs.path, "--write"]).status, 0)
        let flat = try Data(contentsOf: images.appendingPathComponent("flat.png"))
        try flat.write(to: images.appendingPathComponent("yellow.png"))
        try Self.bubblesPage(radius: "radius").replacingOccurrences(of: "images/flat.png", with: "images/broken.png")
            .write(to: docs.appendingPathComponent("broken.md"), atomically: true, encoding: .utf8)

        let check = try chatshotDocs([docs.path])
        XCTAssertEqual(check.status, 2, check.stderr)
        XCTAssertTrue(check.stderr.contains("\(docs.path)/broken.md:9:30: error: cannot find 'radius' in scope"))
        XCTAssertTrue(check.stderr.contains("colours.md:22:1: \(images.path)/yellow.png is stale"), check.stderr)
        XCTAssertTrue(check.stdout.contains("failed to build or render"), check.stdout)

        let write = try chatshotDocs([docs.path, "--write"])
        XCTAssertEqual(write.status, 2, write.stderr)
        XCTAssertEqual(try Data(contentsOf: images.appendingPathComponent("yellow.png")), flat, "nothing written")
        XCTAssertFalse(FileManager.default.fileExists(atPath: images.appendingPathComponent("broken.png").path))
    }

    func testABadDirectiveNamesItsKeyAndLine() throws {
        let docs = try writeDocs()
        try Self.coloursPage.replacingOccurrences(of: "scale=1", with: "sacle=1").write(
            to: docs.appendingPathComponent("colours.md"), atomically: true, encoding: .utf8)
        let r = try chatshotDocs([docs.path, "--write"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr,
            "chatshot: \(docs.path)/colours.md:22:45: error: 'sacle': unknown key (did you mean 'scale'?); known keys: "
                + "transcript, after, before, appearance, scale, device, width, height, screen, chrome, scrolling, "
                + "before-caption, after-caption, image, name\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: docs.appendingPathComponent("images").path))
    }

    func testADocCCatalogsPicturesAreNamedVariantsInItsResources() throws {
        let catalog = tmp.appendingPathComponent("Chat.docc")
        try FileManager.default.createDirectory(
            at: catalog.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Self.transcript.write(to: catalog.appendingPathComponent("chat.json"), atomically: true, encoding: .utf8)
        try """
        # Colours

        ```yaml
        appearance:
          colorPalette:
            chatBackgroundOutgoing: "#FFD60A"
        ```

        <!-- chatshot: shot transcript=chat.json width=200 height=160 appearance=light,dark -->
        ![Yellow bubbles](yellow)
        """.write(to: catalog.appendingPathComponent("Colours.md"), atomically: true, encoding: .utf8)
        let r = try chatshotDocs([catalog.path, "--write"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let resources = catalog.appendingPathComponent("Resources")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".png") }
                .sorted(),
            ["yellow@2x.png", "yellow~dark@2x.png"])
        XCTAssertEqual(try chatshotDocs([catalog.path]).status, 0)
    }
}
