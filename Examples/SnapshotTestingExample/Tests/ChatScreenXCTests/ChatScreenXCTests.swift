import ChatFixtures
import ChatShotSnapshotTesting
import ChatShotTesting
import SnapshotTesting
import XCTest

/// The chat screen guarded in XCTest. References live in `__Snapshots__/ChatScreenXCTests/` beside this file; a
/// missing one is recorded on the first run (which fails once, saying so).
final class ChatScreenXCTests: XCTestCase {
    func testChatLight() throws {
        assertShot(try Fixtures.chat())  // __Snapshots__/…/testChatLight.1.png
    }

    func testChatBrandedDark() throws {
        assertShot(try Fixtures.chat(dark: true, branded: true), named: "brand-dark", maxDiffPixels: 2)
    }

    /// The same screen through swift-snapshot-testing's `assertSnapshot`.
    func testChatWithSnapshotTesting() throws {
        assertSnapshot(of: try Fixtures.chat(branded: true), as: .chatshot)
    }
}
