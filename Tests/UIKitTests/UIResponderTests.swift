import UIKit
import XCTest

final class UIResponderTests: XCTestCase {
    func testViewsAreRespondersChainedToTheirSuperview() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let responder: UIResponder = child
        XCTAssertTrue(responder.next === parent)
        XCTAssertNil(parent.next)
    }

    func testNothingBecomesFirstResponderInAStillPicture() {
        let view = UIView()
        XCTAssertFalse(view.canBecomeFirstResponder)
        XCTAssertFalse(view.becomeFirstResponder())
        XCTAssertFalse(view.isFirstResponder)
        XCTAssertTrue(view.resignFirstResponder())
    }
}
