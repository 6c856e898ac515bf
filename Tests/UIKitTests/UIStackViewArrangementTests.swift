import UIKit
import XCTest

/// A view pinned to a `UIStackView`'s arranged view makes a Cassowary region that places the stack's views from the
/// stack's arrangement (`ArrangingView`): the stack measures and places them as it does alone.
final class UIStackViewArrangementTests: XCTestCase {
    final class Content: UIView {
        var size = CGSize.zero
        override var intrinsicContentSize: CGSize { size }
    }

    private func box(_ width: CGFloat, _ height: CGFloat) -> Content {
        let view = Content()
        view.size = CGSize(width: width, height: height)
        return view
    }

    /// A size constraint the propagation solver cannot express on one arranged view (`≤ 100`, or an optional
    /// priority) roots a region at the stack: the stack's views stay where it puts them, side by side, the
    /// constrained one within its bound, and the stack measures its views.
    func testASizeConstraintOnAnArrangedViewKeepsTheStacksArrangement() {
        let first = box(150, 20)
        let second = box(60, 30)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .horizontal
        stack.spacing = 10
        stack.alignment = .top
        first.widthAnchor.constraint(lessThanOrEqualToConstant: 100).isActive = true
        let fitted = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(fitted, CGSize(width: 170, height: 30), "100 + 10 + 60 wide, as tall as the taller view")
        stack.frame = CGRect(x: 0, y: 0, width: 170, height: 30)
        stack.layoutIfNeeded()
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(second.frame, CGRect(x: 110, y: 0, width: 60, height: 30))
    }

    func testARegionPlacesArrangedViewsWhereTheStackDoes() {
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .center, .trailing]
        let distributions: [UIStackView.Distribution] = [.fill, .fillEqually]
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            for alignment in alignments {
                for distribution in distributions {
                    for rightToLeft in [false, true] {
                        let name = "\(axis) \(alignment) \(distribution)\(rightToLeft ? " right to left" : "")"
                        let host = UIView()
                        if rightToLeft { host.traitCollection = UITraitCollection(layoutDirection: .rightToLeft) }
                        let first = box(30, 14)
                        let pinned = box(12, 9)
                        pinned.horizontalHuggingPriority = 200
                        let stack = UIStackView(arrangedSubviews: [first, pinned])
                        stack.axis = axis
                        stack.alignment = alignment
                        stack.distribution = distribution
                        stack.spacing = 3
                        stack.isLayoutMarginsRelativeArrangement = true
                        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
                            top: 2, leading: 5, bottom: 7, trailing: 11)
                        host.addSubview(stack)
                        stack.translatesAutoresizingMaskIntoConstraints = false
                        stack.pin(to: host)
                        let marker = box(1, 1)
                        marker.translatesAutoresizingMaskIntoConstraints = false
                        host.addSubview(marker)
                        NSLayoutConstraint.activate([
                            marker.leadingAnchor.constraint(equalTo: pinned.leadingAnchor),
                            // A constraint placing the arranged view (harmless here) makes its stack state its arrangement.
                            pinned.topAnchor.constraint(greaterThanOrEqualTo: host.topAnchor),
                            marker.topAnchor.constraint(equalTo: pinned.bottomAnchor)
                        ])
                        let natural = stack.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity))
                        let fitted = host.systemLayoutSizeFitting(
                            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                            verticalFittingPriority: .fittingSizeLevel)
                        XCTAssertEqual(fitted.height, natural.height, accuracy: 0.001, "fits: \(name)")
                        host.frame = CGRect(x: 0, y: 0, width: 200, height: fitted.height + 10)
                        host.layoutIfNeeded()
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
}
