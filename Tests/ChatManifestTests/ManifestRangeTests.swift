import Foundation
import XCTest

@testable import ChatManifest

final class ManifestRangeTests: XCTestCase {
    func assertError(_ expected: String, _ yaml: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertErrorDescription(expected, file: file, line: line) {
            try ManifestLoader.parse(text: yaml, file: "m.yaml").makeComponents()
        }
    }

    func testAbsurdSizesFailAtTheirPosition() {
        assertError(
            "m.yaml:3:12: components.avatarView.width: expected a number from 0 to 10000, found 1e308",
            "components:\n  avatarView:\n    width: 1e308\n")
        assertError(
            "m.yaml:3:19: components.messageBubbleView.cornerRadius: expected a number from 0 to 10000, found -4",
            "components:\n  messageBubbleView:\n    cornerRadius: -4\n")
        assertError(
            "m.yaml:3:12: components.avatarView.alpha: expected a number from 0 to 1, found 2",
            "components:\n  avatarView:\n    alpha: 2\n")
        assertError(
            "m.yaml:3:42: components.messageContentView.textView.textContainerInset.top: expected a number from -10000 to 10000, found 99999",
            "components:\n  messageContentView:\n    textView: {textContainerInset: {top: 99999}}\n")
        assertError(
            "m.yaml:3:27: components.avatarView.shadowOffset.width: expected a number from 0 to 10000, found 1e9",
            "components:\n  avatarView:\n    shadowOffset: {width: 1e9, height: 1}\n")
        XCTAssertErrorDescription(
            "m.json:1:41: appearance.fonts.body: expected a font size between 0 and 1000, found 1e300"
        ) {
            try ManifestLoader.parse(text: #"{"appearance": {"fonts": {"body":       1e300}}}"#, file: "m.json")
                .makeAppearance()
        }
    }

    func testSensibleValuesStillLoad() throws {
        let c = try ManifestLoader.parse(
            text: """
                components:
                  avatarView: {width: 40, height: 40, cornerRadius: 20, alpha: 0.5, spacing: -4}
                """, file: "m.yaml"
        ).makeComponents()
        guard case .number(40)? = c.viewOverrides["avatarView"]?.properties["width"] else { return XCTFail("width") }
    }
}
