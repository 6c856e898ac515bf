import Foundation
import XCTest

@testable import ChatManifest

final class OneLineDiagnosticTests: XCTestCase {
    func testNewlinesAndEscapesInValuesStayOnOneLine() {
        let text = "{\"messages\": [], \"x\\nchatshot: forged\\u001b[2J\\u2028\": 1}"
        XCTAssertErrorDescription(#"t.json:1:18: x\nchatshot: forged\u{1B}[2J\u{2028}: unknown top-level key"#) {
            try TranscriptLoader.decode(text: text, file: "t.json", baseDirectory: "/", currentUserId: "me")
        }
    }

    func testLongMessagesAreClipped() {
        let error = TranscriptError(
            location: SourceLocation(file: "t.json", line: 2, column: 3), keyPath: "text",
            message: "expected a date, found " + String(repeating: "ab\r", count: 500))
        let line = error.description
        XCTAssertTrue(line.hasPrefix(#"t.json:2:3: text: expected a date, found ab\rab\r"#), line)
        XCTAssertTrue(line.hasSuffix("…"), line)
        XCTAssertEqual(line.count, "t.json:2:3: text: ".count + 300)
        XCTAssertFalse(line.contains("\r"))
    }
}
