import XCTest

@testable import UIKit

/// A text view's container: `lineFragmentPadding` indents the text at both ends, inside `textContainerInset`
/// (0 by default in chatshot, so text views measure as before); the layout manager is kept.
final class UITextViewContainerTests: XCTestCase {
    func testLineFragmentPaddingWidensTheTextView() {
        let textView = UITextView()
        textView.text = "Hello"
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 0)
        let plain = textView.intrinsicContentSize
        textView.textContainer.lineFragmentPadding = 8
        let padded = textView.intrinsicContentSize
        XCTAssertEqual(padded.width, plain.width + 16, accuracy: 0.01)
        XCTAssertEqual(padded.height, plain.height, accuracy: 0.01)
        textView.layoutManager.allowsNonContiguousLayout = true
        XCTAssertTrue(textView.layoutManager.textContainers.first === textView.textContainer)
    }

    func testTouchesAndTheSettingsURLAreInert() {
        let view = UIView()
        view.touchesBegan([UITouch()], with: UIEvent())
        view.touchesEnded([], with: nil)
        XCTAssertEqual(UITouch().location(in: view), .zero)
        XCTAssertNil(UIEvent().allTouches)
        XCTAssertFalse(UIApplication.openSettingsURLString.isEmpty)
    }
}
