import Foundation
import Synchronization
import XCTest

@testable import UIKit

/// A render's scale is scoped: `UIScreen.main.scale` is the current trait collection's display scale while it is
/// current, on that thread only, and the previous one afterwards.
final class UITraitCollectionTests: XCTestCase {
    func testPerformAsCurrentScopesTheScreenScaleToTheCallingThread() {
        let before = UIScreen.main.scale
        UITraitCollection(displayScale: 3).performAsCurrent {
            XCTAssertEqual(UIScreen.main.scale, 3)
            let other = Mutex(0.0)
            let done = DispatchSemaphore(value: 0)
            Thread {
                other.withLock { $0 = UIScreen.main.scale }
                done.signal()
            }.start()
            done.wait()
            XCTAssertEqual(other.withLock { $0 }, 1, "another thread keeps its own traits")
            let inner: Double = UITraitCollection(displayScale: 2).performAsCurrent { UIScreen.main.scale }
            XCTAssertEqual(inner, 2)
            XCTAssertEqual(UIScreen.main.scale, 3, "restored after the inner scope")
        }
        XCTAssertEqual(UIScreen.main.scale, before)
    }
}
