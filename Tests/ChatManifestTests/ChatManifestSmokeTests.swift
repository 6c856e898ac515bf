import XCTest
@testable import ChatManifest

final class ChatManifestSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
