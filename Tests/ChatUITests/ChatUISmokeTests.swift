import XCTest
@testable import ChatUI

final class ChatUISmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
