import UIKit
import XCTest

/// Block animations run to their end at once: a still picture shows the end state.
final class UIViewAnimationTests: XCTestCase {
    func testAnimateRunsTheBlockThenTheCompletionFinished() {
        let view = UIView()
        var steps: [String] = []
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
            animations: {
                view.alpha = 0
                steps.append("animations")
            },
            completion: { finished in
                steps.append("completion \(finished)")
            })
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(steps, ["animations", "completion true"])
    }

    func testTheOtherVariantsRunTheirBlocks() {
        let view = UIView()
        var completions = 0
        UIView.animate(withDuration: 0.2) { view.isHidden = true }
        XCTAssertTrue(view.isHidden)
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }, completion: { _ in completions += 1 })
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1,
            options: [], animations: { view.tag = 7 }, completion: { _ in completions += 1 })
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModeCubic],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.25 }
            }, completion: { _ in completions += 1 })
        UIView.transition(
            with: view, duration: 0.3, options: .transitionCrossDissolve,
            animations: { view.backgroundColor = .red }, completion: { _ in completions += 1 })
        UIView.performWithoutAnimation { view.frame.size.width = 10 }
        XCTAssertEqual(view.alpha, 0.25)
        XCTAssertEqual(view.tag, 7)
        XCTAssertEqual(view.frame.width, 10)
        XCTAssertEqual(completions, 4)
    }

    func testTransitionFromOneViewToAnotherSwapsThem() {
        let parent = UIView()
        let old = UIView()
        let new = UIView()
        let after = UIView()
        parent.addSubview(old)
        parent.addSubview(after)
        var finished = false
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionFlipFromLeft) { finished = $0 }
        XCTAssertNil(old.superview)
        XCTAssertTrue(parent.subviews.first === new, "the new view takes the old one's place")
        XCTAssertTrue(finished)
    }
}
