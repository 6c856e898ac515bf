import UIKit
import XCTest

final class CATransactionTests: XCTestCase {
    func testTheCompletionBlockRunsAtCommit() {
        var steps: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { steps.append("completion") }
        steps.append("changes")
        CATransaction.commit()
        XCTAssertEqual(steps, ["changes", "completion"])
    }

    func testOutsideATransactionTheCompletionRunsAtOnce() {
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        XCTAssertTrue(ran)
        CATransaction.commit()  // an unbalanced commit does nothing
    }
}
