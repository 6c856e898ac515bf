import UIKit
import XCTest

final class UIGestureRecognizerTests: XCTestCase {
    final class Cell: UIView {}

    func testRecognizersAttachToViewsAndNeverFire() {
        let cell = Cell()
        let tap = UITapGestureRecognizer(target: cell, action: Selector("didTap"))
        tap.numberOfTapsRequired = 2
        let press = UILongPressGestureRecognizer(target: cell, action: Selector("didLongPress(_:)"))
        press.minimumPressDuration = 0.3
        cell.addGestureRecognizer(tap)
        cell.addGestureRecognizer(press)
        XCTAssertEqual(cell.gestureRecognizers?.count, 2)
        XCTAssertTrue(tap.view === cell)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(tap.actionNames, ["didTap"])
        cell.removeGestureRecognizer(tap)
        XCTAssertNil(tap.view)
        XCTAssertEqual(cell.gestureRecognizers?.count, 1)
        let other = UIView()
        other.addGestureRecognizer(press)
        XCTAssertEqual(cell.gestureRecognizers?.count, 0, "a recognizer is on one view at a time")
        XCTAssertEqual(press.location(in: other), .zero)
    }
}
