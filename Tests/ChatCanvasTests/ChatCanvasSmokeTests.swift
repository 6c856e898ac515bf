import XCTest
@testable import ChatCanvas

final class ChatCanvasSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
