import CFrozenClock
import Foundation
import XCTest

/// A render's wall clock is the shot's moment on the render's thread only.
final class FrozenClockTests: XCTestCase {
    func testDateReadsTheFrozenMomentOnThisThreadOnly() {
        let moment = 1_714_557_600.25
        chatshot_clock_freeze(moment)
        defer { chatshot_clock_thaw() }
        XCTAssertEqual(Date().timeIntervalSince1970, moment, accuracy: 0.000_001)
        XCTAssertEqual(time(nil), 1_714_557_600)
        let elsewhere = ElsewhereReading()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            elsewhere.seconds = Date().timeIntervalSince1970
            done.signal()
        }
        done.wait()
        XCTAssertGreaterThan(elsewhere.seconds, 1_700_000_000, "another thread reads the real clock")
        let before = DispatchTime.now().uptimeNanoseconds
        usleep(2_000)
        XCTAssertGreaterThan(DispatchTime.now().uptimeNanoseconds, before + 1_000_000, "the monotonic clock runs")
    }

    func testThawingLetsTheClockRunAgain() {
        chatshot_clock_freeze(0)
        XCTAssertEqual(Date().timeIntervalSince1970, 0)
        chatshot_clock_thaw()
        XCTAssertGreaterThan(Date().timeIntervalSince1970, 1_700_000_000)
    }
}

/// What another thread read (written before the semaphore is signalled, read after it is waited for).
private final class ElsewhereReading: @unchecked Sendable {
    var seconds = 0.0
}
