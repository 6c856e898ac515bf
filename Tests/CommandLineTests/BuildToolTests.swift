import Foundation
import XCTest

/// `chatshot-build`, the helper beside `chatshot` that runs the commands needing swift-syntax: the renderer does not
/// carry swift-syntax, the helper does, and a renderer without its helper says where it looked.
final class BuildToolTests: ChatShotProcessTestCase {
    var helper: URL { executable.deletingLastPathComponent().appendingPathComponent("chatshot-build") }

    /// Whether the file holds `text` (a module's mangled name in its symbol table, say).
    func file(_ url: URL, contains text: String) throws -> Bool {
        let data = try Data(contentsOf: url, options: .alwaysMapped)
        let needle = Array(text.utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset + needle.count <= bytes.count {
                // The next place the first byte occurs, then the rest compared there.
                guard let hit = memchr(base + offset, Int32(needle[0]), bytes.count - offset - needle.count + 1)
                else { return false }
                offset = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + offset, needle, needle.count) == 0 { return true }
                offset += 1
            }
            return false
        }
    }

    /// swift-syntax's symbols (`$s11SwiftSyntax…`) are in the helper and not in the renderer, whose process would
    /// otherwise scan their protocol conformances on every first look-up.
    func testTheRendererDoesNotLinkSwiftSyntaxItsHelperDoes() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: helper.path), "build chatshot-build first")
        XCTAssertFalse(try file(executable, contains: "$s11SwiftSyntax"))
        XCTAssertFalse(try file(executable, contains: "$s11SwiftParser"))
        XCTAssertTrue(try file(helper, contains: "$s11SwiftSyntax"))
    }

    /// A `chatshot` copied alone: the commands that need the helper fail in one line naming where it was looked
    /// for (exit 2), the others work.
    func testAChatshotWithoutItsHelperSaysWhereItLooked() throws {
        let alone = tmp.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        let copy = alone.appendingPathComponent("chatshot")
        if link(executable.path, copy.path) != 0 { try FileManager.default.copyItem(at: executable, to: copy) }
        let folder = tmp.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for args in [
            ["build-customization", folder.path], ["docs", "README.md"], ["render", "x.json", "--app", folder.path]
        ] {
            let r = try run(args, program: copy)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertEqual(
                r.stderr,
                "chatshot: \(alone.appendingPathComponent("chatshot-build").path): not found: build "
                    + "it with chatshot (`swift build -c release` builds every executable, or `swift build -c release "
                    + "--product chatshot-build`)\n", "\(args)")
            XCTAssertEqual(r.stdout, "")
        }
        let version = try run(["--version"], program: copy)
        XCTAssertEqual(version.status, 0, version.stderr)
    }

    /// Usage errors of the commands the helper runs are still the renderer's own, before anything runs.
    func testTheHelpersCommandsKeepTheirUsageErrors() throws {
        let r = try run(["docs", "README.md", "--check", "--write"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "chatshot: give --check or --write, not both (see 'chatshot docs --help')\n")
        let help = try run(["build-customization", "--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("--typecheck"), help.stdout)
    }
}
