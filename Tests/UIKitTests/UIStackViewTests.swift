import UIKit
import XCTest

/// `UIStackView` places its arranged views by distribution, alignment and spacing, as on iOS.
final class UIStackViewTests: XCTestCase {
    /// A view with a natural size and no constraints (as a label or an image view has).
    final class Content: UIView {
        var size = CGSize.zero
        override var intrinsicContentSize: CGSize { size }
    }

    private func box(_ width: CGFloat, _ height: CGFloat) -> Content {
        let view = Content()
        view.size = CGSize(width: width, height: height)
        return view
    }

    private func layOut(_ stack: UIStackView, _ size: CGSize) {
        stack.frame = CGRect(origin: .zero, size: size)
        stack.layoutIfNeeded()
    }

    func testFillGivesTheRoomLeftToTheViewThatHugsLeast() {
        let a = box(40, 20)
        let b = box(60, 30)
        b.horizontalHuggingPriority = 200
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        layOut(stack, CGSize(width: 200, height: 30))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 150, height: 30))
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertEqual(stack.subviews.count, 2)
    }

    func testFillEquallyAndCentreAlignment() {
        let a = box(40, 20)
        let b = box(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 20
        layOut(stack, CGSize(width: 220, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 15, width: 100, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 120, y: 10, width: 100, height: 30))
    }

    func testVerticalStackSkipsHiddenViewsAndHonoursCustomSpacing() {
        let a = box(40, 20)
        let hidden = box(10, 100)
        let c = box(60, 30)
        hidden.isHidden = true
        let stack = UIStackView(arrangedSubviews: [a, hidden, c])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.setCustomSpacing(12, after: a)
        XCTAssertEqual(stack.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)), CGSize(width: 60, height: 62))
        layOut(stack, CGSize(width: 100, height: 62))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 32, width: 60, height: 30))
    }

    func testHorizontalStackRunsRightToLeftInARightToLeftLayout() {
        let a = box(40, 20)
        let b = box(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        stack.spacing = 10
        layOut(stack, CGSize(width: 110, height: 20))
        XCTAssertEqual(a.frame.minX, 70)
        XCTAssertEqual(b.frame.minX, 0)
    }

    func testLayoutMarginsRelativeArrangementAndEqualSpacing() {
        let a = box(20, 20)
        let b = box(20, 20)
        let c = box(20, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        stack.distribution = .equalSpacing
        layOut(stack, CGSize(width: 120, height: 30))
        XCTAssertEqual([a, b, c].map(\.frame.minX), [10, 50, 90])
        XCTAssertEqual(a.frame.minY, 5)
    }
}
