import Foundation
import XCTest

/// Hostile inputs through the executable: exit status 2, one line on standard error, nothing destroyed.
extension CommandLineTests {
    func testDiffRefusesToWriteOverAnInput() throws {
        let a = tmp.appendingPathComponent("a.png").path
        let b = tmp.appendingPathComponent("b.png").path
        XCTAssertEqual(try run(["render", "Examples/transcripts/one-to-one.json", "-o", a]).status, 0)
        XCTAssertEqual(
            try run(["render", "Examples/transcripts/one-to-one.json", "--appearance", "dark", "-o", b]).status, 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: a))
        let r = try run(["diff", a, b, "-o", a])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderr, "chatshot: \(a): is an input of this command (\(a)); refusing to replace it\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), before)
    }

    func testAliasBombIsRefusedQuickly() throws {
        let letters = Array("abcdefghi")
        var yaml = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip(letters, letters.dropFirst()) {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let bomb = tmp.appendingPathComponent("bomb.yaml")
        try yaml.write(to: bomb, atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("never.png").path
        let r = try run(["render", bomb.path, "-o", out])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(
            r.stderr,
            "chatshot: \(bomb.path):1:8: too many values: over the limit of 1000000 per file (counting YAML aliases expanded)\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}
