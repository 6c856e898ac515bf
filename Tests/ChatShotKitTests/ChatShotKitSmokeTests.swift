import XCTest
@testable import ChatShotKit

final class ChatShotKitSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
