import ChatFixtures
import ChatShotSnapshotTesting
import ChatShotTesting
import SnapshotTesting
import Testing

/// The chat screen guarded in Swift Testing: failures are reported with `Issue.record` at the assertion.
@Suite struct ChatScreenSwiftTests {
    @Test func chatDark() throws {
        assertShot(try Fixtures.chat(dark: true))  // __Snapshots__/…/chatDark.1.png
    }

    @Test(arguments: [false, true])
    func chatBranded(dark: Bool) throws {
        assertShot(try Fixtures.chat(dark: dark, branded: true), named: dark ? "dark" : "light")
    }

    @Test func chatWithSnapshotTesting() throws {
        assertSnapshot(
            of: try Fixtures.chat(dark: true, branded: true), as: .chatshot(threshold: 0.1, maxDiffPixels: 0))
    }
}
