import QuartzCore
import XCTest

/// `import QuartzCore` resolves and brings Core Animation's types (chatshot's UIKit declares them).
final class QuartzCoreTests: XCTestCase {
    func testCoreAnimationTypesThroughQuartzCore() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fillMode = .both
        let duration: CFTimeInterval = 0.25
        fade.duration = duration
        CATransaction.begin()
        CATransaction.commit()
        let corners: CACornerMask = [.layerMinXMinYCorner]
        XCTAssertEqual(fade.duration, 0.25)
        XCTAssertFalse(corners.isEmpty)
    }
}
