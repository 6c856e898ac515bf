import XCTest

@testable import UIKit

/// What an app copies stays on its pasteboard; a new string replaces everything.
final class UIPasteboardTests: XCTestCase {
    func testAStringCopiedIsReadBackAndReplacesAURL() throws {
        let board = UIPasteboard()
        XCTAssertNil(board.string)
        XCTAssertFalse(board.hasStrings)
        board.url = try XCTUnwrap(URL(string: "https://getstream.io"))
        XCTAssertTrue(board.hasURLs)
        board.string = "Message copied"
        XCTAssertEqual(board.string, "Message copied")
        XCTAssertEqual(board.strings, ["Message copied"])
        XCTAssertNil(board.url, "setting a string replaces the board's contents")
        XCTAssertTrue(UIPasteboard.general === UIPasteboard.general)
    }
}
