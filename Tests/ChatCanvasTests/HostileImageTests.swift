import XCTest
@testable import ChatCanvas

/// Images and outputs from and for strangers: one-line errors, pixel limits, a memory budget, safe writes.
final class HostileImageTests: XCTestCase {
    var folder = ""
    override func setUpWithError() throws { folder = try makeTemporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ data: Data, _ name: String) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    private func message(_ body: () throws -> Any) -> String {
        do { _ = try body(); return "no error" } catch { return "\(error)" }
    }

    func testOneLineEscapesControlCharactersAndClips() {
        XCTAssertEqual(OneLine.escaped("a\nb\r\tc\u{1B}[31m\u{7F}\u{85}\u{2028}\u{2029}é😀"),
                       #"a\nb\r\tc\u{1B}[31m\u{7F}\u{85}\u{2028}\u{2029}é😀"#)
        XCTAssertEqual(OneLine.escaped("abcdef", limit: 4), "abc…")
        XCTAssertEqual(OneLine.escaped("abcd", limit: 4), "abcd")
    }

    func testInvalidSVGIsOneLine() {
        let path = write(Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"><rect".utf8), "bad.svg")
        let text = message { try Image.load(path: path) }
        XCTAssertTrue(text.hasPrefix(path + ": invalid SVG ("), text)
        XCTAssertFalse(text.contains("\n"), text)
    }

    func testFileNamesWithNewlinesStayOnOneLine() {
        let text = message { try Image.load(path: folder + "/a\nchatshot: b.png") }
        XCTAssertEqual(text, folder + #"/a\nchatshot: b.png: no such file"#)
    }
}
