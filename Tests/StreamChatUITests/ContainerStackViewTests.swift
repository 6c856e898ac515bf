import ChatCanvas
import UIKit
import XCTest

@testable import StreamChatUI

final class ContainerStackViewTests: XCTestCase {
    private func box(_ w: Double, _ h: Double) -> UIView {
        let v = UIView()
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: w), v.heightAnchor.constraint(equalToConstant: h)
        ])
        return v
    }

    func testHorizontalSpacingMarginsAndHiddenViewsCollapse() {
        let a = box(10, 10)
        let b = box(20, 30)
        let c = box(5, 5)
        let stack = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4, arrangedSubviews: [a, b, c])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(
            stack.sizeThatFits(CGSize(width: 1000, height: CGFloat.infinity)),
            CGSize(width: 2 + 10 + 4 + 20 + 4 + 5 + 4, height: 1 + 30 + 3))
        b.isHidden = true
        XCTAssertEqual(
            stack.sizeThatFits(CGSize(width: 1000, height: CGFloat.infinity)).width, 2 + 10 + 4 + 5 + 4,
            "hidden views and their spacing collapse")
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        stack.layoutIfNeeded()
        XCTAssertEqual(c.frame.minX, 16)
        XCTAssertEqual(c.frame.minY, 1 + (16 - 5) / 2, "centred in the margins")
    }

    func testVerticalAlignmentAndCustomSpacing() {
        let a = box(10, 10)
        let b = box(30, 10)
        let stack = ContainerStackView(axis: .vertical, alignment: .trailing, spacing: 8, arrangedSubviews: [a, b])
        stack.setCustomSpacing(-2, after: a)
        stack.frame = CGRect(x: 0, y: 0, width: 50, height: 18)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 40, y: 0, width: 10, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 20, y: 8, width: 30, height: 10))
    }

    func testInsertRemoveAndReverseLikeTheGuides() {
        let a = box(1, 1)
        let b = box(2, 2)
        let c = box(3, 3)
        let stack = ContainerStackView(axis: .vertical)
        stack.addArrangedSubviews([a, c])
        stack.insertArrangedSubview(b, at: 1)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a, b, c], by: ===))
        let subviews = stack.subviews
        stack.removeAllArrangedSubviews()
        XCTAssertTrue(stack.arrangedSubviews.isEmpty)
        stack.addArrangedSubviews(subviews.reversed())
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([c, b, a], by: ===))
        stack.removeArrangedSubview(b)
        XCTAssertNil(b.superview)
    }

    func testConstraintsPinALabelInsideItsContainer() {
        // The guide's date separator: a label pinned 24 pt from the sides and 8 pt from top and bottom.
        let container = UIView()
        let inner = box(40, 16)
        container.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 24),
            inner.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -24),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            inner.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8)
        ])
        XCTAssertEqual(
            container.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)), CGSize(width: 88, height: 32))
    }

    // MARK: Arranged views placed with an app's constraints

    /// A stack embedded in a host, with a 1-pt marker (a subview of the host) pinned to the leading edge and the
    /// bottom of the stack's second arranged view: the constraint makes the host a Cassowary region that places the
    /// stack's views from the stack's arrangement (`ArrangingView`) and the marker from them.
    private func hostWithMarker(
        _ axis: ContainerStackView.Axis, _ alignment: ContainerStackView.Alignment, rightToLeft: Bool
    ) -> (host: UIView, stack: ContainerStackView, pinned: UIView, marker: UIView) {
        let host = UIView()
        if rightToLeft { host.traitCollection = UITraitCollection(layoutDirection: .rightToLeft) }
        let label = UILabel()
        label.text = "Wide enough text"
        let pinned = box(12, 9)
        let stack = ContainerStackView(axis: axis, alignment: alignment, spacing: 3, arrangedSubviews: [label, pinned])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 5, bottom: 7, trailing: 11)
        host.embed(stack)
        let marker = box(1, 1)
        marker.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: pinned.leadingAnchor),
            // A constraint placing the arranged view (harmless here) makes its stack state its arrangement.
            pinned.topAnchor.constraint(greaterThanOrEqualTo: host.topAnchor),
            marker.topAnchor.constraint(equalTo: pinned.bottomAnchor)
        ])
        return (host, stack, pinned, marker)
    }

    func testARegionPlacesArrangedViewsWhereTheStackDoes() {
        let alignments: [ContainerStackView.Alignment] = [.fill, .leading, .trailing, .center]
        for axis in [ContainerStackView.Axis.horizontal, .vertical] {
            for alignment in alignments {
                for rightToLeft in [false, true] {
                    let name = "\(axis) \(alignment)\(rightToLeft ? " right to left" : "")"
                    let (host, stack, pinned, marker) = hostWithMarker(axis, alignment, rightToLeft: rightToLeft)
                    let natural = stack.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity))
                    let fitted = host.systemLayoutSizeFitting(
                        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel)
                    XCTAssertEqual(fitted.width, 200, name)
                    XCTAssertEqual(
                        fitted.height, natural.height, accuracy: 0.001, "fits as the stack measures: \(name)")
                    host.frame = CGRect(x: 0, y: 0, width: 200, height: fitted.height + 10)
                    host.layoutIfNeeded()
                    // The stack arranged its views itself after the region placed them: the marker, placed by the
                    // region, agrees with where the stack put the view it is pinned to.
                    let placed = host.convert(pinned.bounds, from: pinned)
                    XCTAssertEqual(marker.frame.minY, placed.maxY, accuracy: 0.001, name)
                    XCTAssertEqual(
                        rightToLeft ? marker.frame.maxX : marker.frame.minX,
                        rightToLeft ? placed.maxX : placed.minX, accuracy: 0.001, name)
                }
            }
        }
    }
}

final class LabelMeasureTests: XCTestCase {
    func testCentredLabelReportsItsTextWidthNotTheProposedWidth() {
        let root = _View()
        root.setUpIfNeeded()
        let label = UILabel()
        root.addSubview(label)
        label.text = "UNREAD MESSAGES"
        let natural = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        label.textAlignment = .center
        XCTAssertEqual(
            label.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity)), natural,
            "a wide proposal must not widen a centred label (it would widen the message row it sits in)")
    }

}

extension ContainerStackViewTests {
    /// YouTubeClone turns the bubble and footnote column into one horizontal row: with no view below the default
    /// compression resistance, the text wraps to more lines and the one-line label keeps its whole width.
    func testOverflowingRowWrapsTheTextBeforeCuttingTheLabel() {
        let label = UILabel()
        label.text = "9:15 AM Lando Calrissian"
        let text = UILabel()
        text.numberOfLines = 0
        text.text = "He says the hyperdrive is fixed and we can leave from bay 94 in ten minutes."
        let row = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [label, text])
        let labelWidth = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)).width
        let oneLine = text.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        XCTAssertGreaterThan(labelWidth + 8 + oneLine.width, 300, "the row overflows")
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        row.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, labelWidth, accuracy: 0.01, "the label is not cut")
        XCTAssertEqual(text.frame.maxX, 300, accuracy: 1, "the text takes the rest of the row")
        XCTAssertGreaterThan(text.frame.height, oneLine.height * 1.5, "the text wraps")
    }
}
