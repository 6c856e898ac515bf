import Foundation
import XCTest

/// Each kind of bad input (`ChatShotError`) as a user meets it: one line on standard error naming the place —
/// `file:line:column` where the input has lines — and exit status 2.
final class ErrorKindTests: ChatShotProcessTestCase {
    func write(_ name: String, _ text: String) throws -> String {
        let url = tmp.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func assertBadInput(
        _ args: [String], startsWith prefix: String, program: URL? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let r = try run(args, program: program)
        XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(args): \(r.stderr)", file: file, line: line)
        XCTAssertTrue(
            r.stderr.hasPrefix(prefix), "\(args): \(r.stderr) should start with \(prefix)",
            file: file, line: line)
    }

    var out: String { tmp.appendingPathComponent("never.png").path }
    let chat = "Examples/transcripts/one-to-one.json"

    func testAManifestErrorNamesFileLineAndColumn() throws {
        let manifest = try write("look.yaml", "appearance:\n  colorPalette:\n    accentPrimary: not-a-colour\n")
        try assertBadInput(
            ["render", chat, "-m", manifest, "-o", out],
            startsWith: "chatshot: \(manifest):3:20: appearance.colorPalette.accentPrimary: ")
    }

    func testATranscriptErrorNamesFileLineAndColumn() throws {
        let transcript = try write("chat.json", "{\"messages\": [\n  {\"id\": \"a\", \"text\": 5}\n]}\n")
        try assertBadInput(["render", transcript, "-o", out], startsWith: "chatshot: \(transcript):2:")
    }

    func testAGalleryErrorNamesFileLineAndColumn() throws {
        let transcript = "\(Self.root.path)/\(chat)"
        let gallery = try write("g.yaml", "shots:\n  - {name: chat, transcript: \(transcript), widht: 100}\n")
        try assertBadInput(
            ["batch", gallery, "--out", tmp.appendingPathComponent("out").path],
            startsWith: "chatshot: \(gallery):2:")
        let r = try run(["batch", gallery, "--out", tmp.appendingPathComponent("out").path])
        XCTAssertTrue(r.stderr.contains("did you mean \"width\"?"), r.stderr)
    }

    func testAFileThatCannotBeReadIsNamed() throws {
        let missing = tmp.appendingPathComponent("missing.png").path
        try assertBadInput(["diff", missing, missing], startsWith: "chatshot: \(missing): ")
    }

    func testABadOptionIsNamedWithItsValue() throws {
        try assertBadInput(["batch", "Examples/gallery.yaml", "--shard", "3/2"], startsWith: "chatshot: --shard 3/2: ")
        try assertBadInput(
            ["diff", "a.png", "b.png", "--diff-color", "red"],
            startsWith: "chatshot: --diff-color 'red': ")
    }

    /// A shot the renderer refuses (it validates the shot once, as it starts) names the option, writes nothing.
    func testAnInvalidShotNamesItsOptionAndWritesNothing() throws {
        try assertBadInput(
            ["render", chat, "--width", "0", "-o", out], startsWith: "chatshot: --width: 0 pt; expected a size")
        try assertBadInput(
            [
                "compare", chat, "--after", "Examples/customizations/squared-bubble/manifest.yaml", "--message", "m1",
                "-o", out
            ],
            startsWith: "chatshot: --message: only applies to --screen message-actions")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testARefusedOutputIsNamed() throws {
        let transcript = tmp.appendingPathComponent("t.json").path
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent(chat).path, toPath: transcript)
        try assertBadInput(["render", transcript, "-o", transcript], startsWith: "chatshot: \(transcript): ")
    }

    /// chatshot-serve ends the same way: a usage error is one line with a hint to its --help, exit status 2.
    func testChatShotServeUsesTheSameExitStatuses() throws {
        let serve = executable.deletingLastPathComponent().appendingPathComponent("chatshot-serve")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: serve.path), "build chatshot-serve first")
        try assertBadInput(
            [],
            startsWith: "chatshot-serve: give a transcript or --gallery FILE (one of them) "
                + "(see 'chatshot-serve --help')", program: serve)
        try assertBadInput([chat, "--scale", "7"], startsWith: "chatshot-serve: --scale: ", program: serve)
    }
}
