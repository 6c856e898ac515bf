import TestSupport
import XCTest

@testable import ChatCanvas

final class CanvasErrorTests: XCTestCase {
    private func assertCanvasError(
        _ make: @autoclosure () throws -> Canvas, mentions parts: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try make(), file: file, line: line) { error in
            guard let canvasError = error as? CanvasError else {
                return XCTFail("not a CanvasError: \(error)", file: file, line: line)
            }
            for part in parts {
                XCTAssertTrue(
                    canvasError.message.contains(part), "\"\(canvasError.message)\" lacks \"\(part)\"", file: file,
                    line: line)
            }
        }
    }

    func testZeroNegativeAndNonFiniteSizesThrow() {
        assertCanvasError(try Canvas(width: 0, height: 100), mentions: ["0×100"])
        assertCanvasError(try Canvas(width: 100, height: -5), mentions: ["100×-5"])
        assertCanvasError(try Canvas(width: .nan, height: 10), mentions: ["greater than 0"])
        assertCanvasError(try Canvas(width: CGFloat.infinity, height: 10), mentions: ["greater than 0"])
        assertCanvasError(try Canvas(width: 0.1, height: 0.1), mentions: ["smaller than one pixel"])
    }

    func testTooLargeCanvasThrowsNamingTheLimit() {
        assertCanvasError(try Canvas(width: 40000, height: 100), mentions: ["40000×100", "32767"])
        assertCanvasError(try Canvas(width: 12000, height: 100, scale: 3), mentions: ["36000×300", "32767"])
        XCTAssertNoThrow(try Canvas(width: 10922, height: 1, scale: 3))
    }

    func testScaleOtherThanOneTwoThreeThrows() {
        assertCanvasError(try Canvas(width: 10, height: 10, scale: 4), mentions: ["scale 4", "1, 2 or 3"])
        assertCanvasError(try Canvas(width: 10, height: 10, scale: 1.5), mentions: ["scale 1.50"])
        assertCanvasError(try Canvas(width: 10, height: 10, scale: 0), mentions: ["scale 0"])
    }
}
