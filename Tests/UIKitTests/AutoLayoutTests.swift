import XCTest

@testable import UIKit

/// Auto Layout as apps write it, solved by the Cassowary engine where the propagation solver cannot: the frames
/// expected are those Apple's engine gives (cases of published Auto Layout test suites checked against it,
/// written again here in UIKit's top-left coordinates, and the cases of issue #22).
final class AutoLayoutTests: XCTestCase {
    /// A view with an intrinsic content size, as apps subclass one.
    private final class Intrinsic: UIView {
        var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        override var intrinsicContentSize: CGSize { size }
        override func sizeThatFits(_ proposed: CGSize) -> CGSize { size }
    }

    private func root(_ width: CGFloat = 400, _ height: CGFloat = 400) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    private func child(of parent: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    private func center(_ v: UIView, in parent: UIView) {
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: parent.centerYAnchor)
        ])
    }

    private func withWarnings(_ body: () -> Void) -> [String] {
        var lines: [String] = []
        RenderThread.current.layoutWarningHandler = { lines.append($0) }
        defer { RenderThread.current.layoutWarningHandler = nil }
        body()
        return lines
    }

    // MARK: Issue #22's cases

    func testGrandchildPinnedToGrandparent() {
        let grandparent = root()
        let parent = child(of: grandparent)
        let grandchild = child(of: parent)
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: grandparent.leadingAnchor, constant: 10),
            parent.topAnchor.constraint(equalTo: grandparent.topAnchor, constant: 10),
            parent.widthAnchor.constraint(equalToConstant: 200),
            parent.heightAnchor.constraint(equalToConstant: 200),
            grandchild.leadingAnchor.constraint(equalTo: grandparent.leadingAnchor, constant: 40),
            grandchild.topAnchor.constraint(equalTo: grandparent.topAnchor, constant: 30),
            grandchild.widthAnchor.constraint(equalToConstant: 20),
            grandchild.heightAnchor.constraint(equalToConstant: 20)
        ])
        grandparent.layoutIfNeeded()
        XCTAssertEqual(parent.frame, CGRect(x: 10, y: 10, width: 200, height: 200))
        // (40, 30) in the grandparent is (30, 20) in its own parent.
        XCTAssertEqual(grandchild.frame, CGRect(x: 30, y: 20, width: 20, height: 20))
        XCTAssertEqual(grandparent.convert(grandchild.frame, from: parent).origin, CGPoint(x: 40, y: 30))
    }

    func testRequiredUpperBoundBeatsAWiderOptionalWish() {
        let parent = root()
        let v = child(of: parent)
        let wish = v.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            v.topAnchor.constraint(equalTo: parent.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            wish,
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    func testHigherPriorityWinsWhicheverIsActivatedFirst() {
        for higherFirst in [true, false] {
            let parent = root()
            let v = child(of: parent)
            let low = v.widthAnchor.constraint(equalToConstant: 100)
            low.priority = UILayoutPriority(499)
            let high = v.widthAnchor.constraint(equalToConstant: 200)
            high.priority = UILayoutPriority(500)
            NSLayoutConstraint.activate([v.heightAnchor.constraint(equalToConstant: 100)])
            center(v, in: parent)
            NSLayoutConstraint.activate(higherFirst ? [high, low] : [low, high])
            parent.layoutIfNeeded()
            XCTAssertEqual(v.frame, CGRect(x: 100, y: 150, width: 200, height: 100), "higher first: \(higherFirst)")
        }
    }

    func testUnsatisfiablePairWarnsOnceNamingTheConstraint() {
        let parent = root()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            label.topAnchor.constraint(equalTo: parent.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            label.widthAnchor.constraint(equalToConstant: 150)
        ])
        let warnings = withWarnings {
            parent.layoutIfNeeded()
            parent.layoutIfNeeded()
        }
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("UILabel.width == 150") ?? false, "\(warnings)")
        XCTAssertEqual(label.frame.width, 100)
    }

    // MARK: Cases of published Auto Layout test suites

    func testPriorityRequiredOverDefaultHigh() {
        let parent = root()
        let v = child(of: parent)
        let optional = v.widthAnchor.constraint(equalToConstant: 100)
        optional.priority = .defaultHigh
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 200), optional,
            v.heightAnchor.constraint(equalToConstant: 100)
        ])
        center(v, in: parent)
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 100, y: 150, width: 200, height: 100))
    }

    func testDeactivatingTheStrongerConstraintLetsTheWeakerOneDecide() {
        let parent = root()
        let v = child(of: parent)
        let fixed = v.widthAnchor.constraint(equalToConstant: 100)
        let wish = v.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([fixed, wish, v.heightAnchor.constraint(equalToConstant: 100)])
        center(v, in: parent)
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 150, y: 150, width: 100, height: 100))
        NSLayoutConstraint.deactivate([fixed])
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 100, y: 150, width: 200, height: 100))
    }

    func testMultiplierHalvesTheSuperviewsSize() {
        let parent = root()
        let v = child(of: parent)
        center(v, in: parent)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 100, y: 100, width: 200, height: 200))
    }

    func testGreaterThanOrEqualWithAnOptionalWish() {
        let parent = root()
        let v = child(of: parent)
        center(v, in: parent)
        let wish = v.widthAnchor.constraint(equalToConstant: 250)
        wish.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            v.heightAnchor.constraint(equalToConstant: 100),
            v.widthAnchor.constraint(greaterThanOrEqualToConstant: 200), wish
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 75, y: 150, width: 250, height: 100))
    }

    func testLessThanOrEqualToTheSuperviewsWidth() {
        let parent = root()
        let v = child(of: parent)
        center(v, in: parent)
        NSLayoutConstraint.activate([
            v.heightAnchor.constraint(equalToConstant: 100),
            v.widthAnchor.constraint(lessThanOrEqualTo: parent.widthAnchor),
            v.widthAnchor.constraint(equalToConstant: 250)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 75, y: 150, width: 250, height: 100))
    }

    func testChangingAConstantMovesTheView() {
        let parent = root()
        let v = child(of: parent)
        center(v, in: parent)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        let cap = v.heightAnchor.constraint(lessThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([width, cap, v.heightAnchor.constraint(equalToConstant: 100)])
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 150, y: 150, width: 100, height: 100))
        width.constant = 200
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 100, y: 150, width: 200, height: 100))
    }

    func testCousinsAlignedAcrossParents() {
        let top = root()
        let left = child(of: top)
        let right = child(of: top)
        let a = child(of: left)
        let b = child(of: right)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            left.topAnchor.constraint(equalTo: top.topAnchor, constant: 20),
            left.widthAnchor.constraint(equalToConstant: 200), left.heightAnchor.constraint(equalToConstant: 100),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.topAnchor.constraint(equalTo: top.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 200), right.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
            // b sits level with a, in another parent.
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 30)
        ])
        top.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 10, width: 30, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 30, width: 30, height: 30))
    }

    // MARK: Intrinsic size, hugging and compression resistance

    func testCompressionResistanceDecidesWhichViewShrinks() {
        let parent = root(200, 100)
        let a = Intrinsic()
        let b = Intrinsic()
        for v in [a, b] {
            v.size = CGSize(width: 150, height: 20)
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
        b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        XCTAssertEqual(b.contentCompressionResistancePriority(for: .horizontal), .defaultLow)
        let spacing = b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            a.topAnchor.constraint(equalTo: parent.topAnchor),
            spacing, b.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            b.topAnchor.constraint(equalTo: parent.topAnchor)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 150, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 150, y: 0, width: 50, height: 20))
    }

    func testHuggingDecidesWhichViewGrows() {
        let parent = root(300, 100)
        let a = Intrinsic()
        let b = Intrinsic()
        for v in [a, b] {
            v.size = CGSize(width: 50, height: 20)
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        XCTAssertEqual(a.contentHuggingPriority(for: .horizontal).rawValue, 251)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            a.topAnchor.constraint(equalTo: parent.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: parent.trailingAnchor).withPriority(.defaultLow + 1),
            b.topAnchor.constraint(equalTo: parent.topAnchor)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 50)
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 250, height: 20))
    }

    // MARK: Layout guides

    func testLayoutMarginsGuide() {
        let parent = root(200, 200)
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let v = child(of: parent)
        let guide = parent.layoutMarginsGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            v.topAnchor.constraint(equalTo: guide.topAnchor),
            v.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 20, y: 10, width: 140, height: 160))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 20, y: 10, width: 140, height: 160))
    }

    func testSafeAreaGuideIsTheBoundsWithoutInsets() {
        let parent = root(200, 100)
        let v = child(of: parent)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.leadingAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor, constant: 5),
            v.widthAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.widthAnchor, multiplier: 0.5),
            v.bottomAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.bottomAnchor)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.safeAreaInsets, .zero)
        XCTAssertEqual(v.frame, CGRect(x: 5, y: 5, width: 100, height: 95))
    }

    func testCustomGuideSplitsTheSpaceBetweenTwoViews() {
        let parent = root(300, 100)
        let a = child(of: parent)
        let b = child(of: parent)
        let gap = UILayoutGuide()
        parent.addLayoutGuide(gap)
        XCTAssertTrue(gap.owningView === parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.trailingAnchor.constraint(equalTo: parent.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            a.topAnchor.constraint(equalTo: parent.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: parent.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            gap.topAnchor.constraint(equalTo: parent.topAnchor), gap.heightAnchor.constraint(equalToConstant: 10)
        ])
        let marker = child(of: parent)
        NSLayoutConstraint.activate([
            marker.centerXAnchor.constraint(equalTo: gap.centerXAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
            marker.topAnchor.constraint(equalTo: parent.topAnchor)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(gap.layoutFrame, CGRect(x: 50, y: 0, width: 200, height: 10))
        XCTAssertEqual(marker.frame, CGRect(x: 145, y: 0, width: 10, height: 10))
    }

    func testMarginAttributesAndTheClassicInitializer() {
        let parent = root(200, 100)
        parent.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 30)
        let v = child(of: parent)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: v, attribute: .leading, relatedBy: .equal, toItem: parent,
                attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .trailing, relatedBy: .equal, toItem: parent,
                attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: parent,
                attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .height, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 20)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 5, width: 160, height: 20))
    }

    func testAnUnconstrainedViewWithAutoresizingKeepsItsFrame() {
        let parent = root(200, 100)
        let framed = UIView(frame: CGRect(x: 12, y: 34, width: 56, height: 78))
        parent.addSubview(framed)
        let v = child(of: parent)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            v.topAnchor.constraint(equalTo: parent.topAnchor),
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(framed.frame, CGRect(x: 12, y: 34, width: 56, height: 78))
    }

    func testARegionInsideARegionIsSolvedAsOne() {
        let top = root(300, 300)
        let middle = child(of: top)
        let inner = child(of: middle)
        let leaf = child(of: inner)
        NSLayoutConstraint.activate([
            // middle's place needs the engine (an optional priority) …
            middle.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 20),
            middle.topAnchor.constraint(equalTo: top.topAnchor, constant: 20),
            middle.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultHigh),
            middle.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: middle.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 100), inner.heightAnchor.constraint(equalToConstant: 100),
            // … and so does leaf, pinned to middle (its grandparent) and to top.
            leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 50),
            leaf.topAnchor.constraint(equalTo: top.topAnchor, constant: 60),
            leaf.widthAnchor.constraint(equalToConstant: 5), leaf.heightAnchor.constraint(equalToConstant: 5)
        ])
        top.layoutIfNeeded()
        XCTAssertEqual(middle.frame, CGRect(x: 20, y: 20, width: 200, height: 200))
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(leaf.frame, CGRect(x: 40, y: 30, width: 5, height: 5))
    }

    func testSizeThatFitsOfARegionRootHugsItsContent() {
        let card = UIView()
        let body = Intrinsic()
        body.size = CGSize(width: 120, height: 40)
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4)
        ])
        XCTAssertEqual(card.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)), CGSize(width: 136, height: 48))
    }

    func testSystemSpacingAndAddConstraint() {
        let parent = root(200, 100)
        let a = child(of: parent)
        let b = child(of: parent)
        parent.addConstraints([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            a.topAnchor.constraint(equalTo: parent.topAnchor), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10)
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 36, y: 28, width: 10, height: 10))
    }

    // MARK: Fitting sizes

    func testSystemLayoutSizeFittingCompressedAndAtARequiredWidth() {
        let card = UIView()
        let body = Intrinsic()
        body.size = CGSize(width: 120, height: 40)
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4)
        ])
        XCTAssertEqual(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 136, height: 48))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wide, CGSize(width: 300, height: 48))
    }

    // MARK: The propagation solver's layouts are untouched

    func testDirectSubviewEqualitiesStayWithThePropagationSolver() {
        let parent = root(200, 100)
        let v = child(of: parent)
        v.pin(to: parent, insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertNil(AutoLayoutEngine.regionConstraints(rootedAt: parent))
        parent.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 2, y: 1, width: 194, height: 96))
    }

    func testLayoutSubviewsOverrideRuns() {
        final class Custom: UIView {
            var runs = 0
            override func layoutSubviews() {
                runs += 1
                super.layoutSubviews()
            }
        }
        let v = Custom(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.setNeedsLayout()
        v.layoutIfNeeded()
        XCTAssertEqual(v.runs, 1)
    }
}

extension NSLayoutConstraint {
    fileprivate func withPriority(_ p: UILayoutPriority) -> NSLayoutConstraint {
        priority = p
        return self
    }
}
