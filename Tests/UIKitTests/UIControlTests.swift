import UIKit
import XCTest

/// Controls as in UIKit: states, target-actions recorded, `UIAction`s called by `sendActions(for:)`.
final class UIControlTests: XCTestCase {
    final class Screen {
        func didTap() {}
    }

    func testSendActionsCallsTheActionsForThatEventOnly() {
        let control = UIControl()
        var calls: [String] = []
        control.addAction(UIAction { _ in calls.append("tap") }, for: .touchUpInside)
        control.addAction(UIAction { _ in calls.append("value") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(calls, ["tap"])
        control.sendActions(for: [.valueChanged, .touchUpInside])
        XCTAssertEqual(calls, ["tap", "tap", "value"])
    }

    func testTheActionSeesTheControlAsItsSender() {
        let control = UIControl()
        var sender: Any?
        control.addAction(UIAction { action in sender = action.sender }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertTrue((sender as AnyObject?) === control)
    }

    func testAPrimaryActionRunsForPrimaryActionTriggered() {
        var ran = false
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran = true })
        control.sendActions(for: .touchUpInside)
        XCTAssertFalse(ran)
        control.performPrimaryAction()
        XCTAssertTrue(ran)
    }

    func testRemovedActionsAreNotCalled() {
        let control = UIControl()
        var count = 0
        let action = UIAction(identifier: UIAction.Identifier("count")) { _ in count += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(count, 0)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(count, 1)
        control.removeAction(identifiedBy: UIAction.Identifier("count"), for: .valueChanged)
        XCTAssertEqual(control.allControlEvents, [])
    }

    func testTargetActionsAreRecordedAndNotCalled() {
        let control = UIControl()
        let screen = Screen()
        control.addTarget(screen, action: Selector("didTap"), for: .touchUpInside)
        XCTAssertEqual(control.actions(forTarget: screen, forControlEvent: .touchUpInside), ["didTap"])
        XCTAssertNil(control.actions(forTarget: screen, forControlEvent: .valueChanged))
        XCTAssertEqual(control.allControlEvents, .touchUpInside)
        control.sendActions(for: .touchUpInside)  // a selector cannot be called without the Objective-C runtime
        control.removeTarget(screen, action: nil, for: .touchUpInside)
        XCTAssertNil(control.actions(forTarget: screen, forControlEvent: .touchUpInside))
    }

    func testStateFollowsEnabledSelectedAndHighlighted() {
        let control = UIControl()
        XCTAssertEqual(control.state, .normal)
        control.isEnabled = false
        control.isSelected = true
        XCTAssertEqual(control.state, [.disabled, .selected])
        control.isHighlighted = true
        XCTAssertTrue(control.state.contains(.highlighted))
    }

    func testButtonsAreControls() {
        let button = UIButton(type: .system)
        XCTAssertTrue((button as UIView) is UIControl)
        var tapped = false
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertTrue(tapped)
    }

    func testAButtonShowsTheTitleAndImageOfItsState() {
        let button = UIButton()
        let pin = UIImage(systemName: "pin")
        let flag = UIImage(systemName: "flag")
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setImage(pin, for: .normal)
        button.setImage(flag, for: .selected)
        XCTAssertEqual(button.currentTitle, "Follow")
        XCTAssertEqual(button.currentImage?.name, "pin")
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Following")
        XCTAssertEqual(button.currentImage?.name, "flag")
        button.isSelected = false
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Follow", "a state without its own title shows the normal one")
        XCTAssertEqual(button.title(for: .disabled), "Follow")
    }
}
