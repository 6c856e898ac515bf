import UIKit
import XCTest

final class CABasicAnimationTests: XCTestCase {
    func testAnAnimationIsAcceptedAndTheLayerKeepsItsModelValues() {
        let view = UIView()
        view.layer.cornerRadius = 4
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.2
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.fillMode = .forwards
        view.layer.add(pulse, forKey: "pulse")
        XCTAssertEqual(pulse.keyPath, "opacity")
        XCTAssertNil(view.layer.animation(forKey: "pulse"), "a still picture keeps no animations")
        XCTAssertEqual(view.layer.cornerRadius, 4)
        view.layer.removeAllAnimations()
    }

    func testTimingFunctionsHaveTheirControlPoints() {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut).controlPoints
        XCTAssertEqual([ease.0, ease.1, ease.2, ease.3], [0.42, 0, 0.58, 1])
        let own = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1).controlPoints
        XCTAssertEqual(own.1, 0.8)
    }
}
