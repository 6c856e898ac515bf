import CoreGraphics
import Foundation

/// UIKit's stack view: lays its arranged subviews out in a row or a column, by their natural sizes and the
/// stack's distribution, alignment and spacing. Hidden arranged views take no space; a horizontal stack runs
/// right to left in a right-to-left layout.
open class UIStackView: UIView {
    /// How the arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Natural lengths; extra room goes to the view that hugs least, a shortage is taken from the view that
        /// resists compression least (the last of equals).
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the natural ones.
        case fillProportionally
        /// Natural lengths, the room left shared between the gaps (at least `spacing`).
        case equalSpacing
        /// Natural lengths, placed so that their centres are equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// Where the arranged views sit across the stack.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// The spacing value meaning "the default" for `setCustomSpacing(_:after:)`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing value meaning "the system's spacing" (8 points in chatshot).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { UIView.invalidateMeasurements() } }
    open var distribution: Distribution = .fill { didSet { UIView.invalidateMeasurements() } }
    open var alignment: Alignment = .fill { didSet { UIView.invalidateMeasurements() } }
    open var spacing: CGFloat = 0 { didSet { UIView.invalidateMeasurements() } }
    /// Whether the views are laid out inside the layout margins (else inside the bounds).
    open var isLayoutMarginsRelativeArrangement = false { didSet { UIView.invalidateMeasurements() } }
    /// Baselines are not measured in chatshot: baseline alignment places views as `.leading` does.
    open var isBaselineRelativeArrangement = false

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        UIView.invalidateMeasurements()
    }
    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        UIView.invalidateMeasurements()
    }
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        UIView.invalidateMeasurements()
    }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Layout

    private var visibleViews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }
    private var isHorizontal: Bool { axis == .horizontal }
    private var insets: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    /// The gap after each view but the last.
    private func gaps(_ views: [UIView]) -> [CGFloat] {
        views.dropLast().map { view in
            switch customSpacing(after: view) {
            case UIStackView.spacingUseDefault: return spacing
            case UIStackView.spacingUseSystem: return 8
            case let custom: return custom
            }
        }
    }

    /// A view's natural (main, cross) lengths when the cross length is at most `cross`.
    private func natural(_ view: UIView, cross: CGFloat) -> (main: CGFloat, cross: CGFloat) {
        let proposal =
            isHorizontal
            ? CGSize(width: CGFloat.infinity, height: cross)
            : CGSize(width: cross, height: CGFloat.infinity)
        let size = view.measure(proposal)
        return isHorizontal ? (size.width, size.height) : (size.height, size.width)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let size = constraintRegionFittingSize(size) { return size }
        let views = visibleViews
        let m = insets
        let crossLimit = isHorizontal ? size.height - m.top - m.bottom : size.width - m.left - m.right
        var sizes = views.map { natural($0, cross: max(0, crossLimit)) }
        if isHorizontal && distribution == .fill && size.width.isFinite {
            let room = size.width - m.left - m.right - gaps(views).reduce(0, +)
            let lengths = Self.fill(sizes.map(\.main), room: room, views: views, horizontal: true)
            sizes = narrowed(views, sizes, to: lengths, cross: max(0, crossLimit))
        }
        var main = sizes.reduce(0) { $0 + $1.main } + gaps(views).reduce(0, +)
        if distribution == .fillEqually, let largest = sizes.map(\.main).max() {
            main = largest * CGFloat(views.count) + gaps(views).reduce(0, +)
        }
        let cross = sizes.map(\.cross).max() ?? 0
        var result =
            isHorizontal
            ? CGSize(width: main + m.left + m.right, height: cross + m.top + m.bottom)
            : CGSize(width: cross + m.left + m.right, height: main + m.top + m.bottom)
        let fixed = fixedSize
        if let w = fixed.width { result.width = w }
        if let h = fixed.height { result.height = h }
        return result
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    open override func layoutSubviews() {
        if placeSubviewsByConstraintRegion() { return }
        let views = visibleViews
        let inner = bounds.inset(by: insets)
        let mainLength = isHorizontal ? inner.width : inner.height
        let crossLength = isHorizontal ? inner.height : inner.width
        guard !views.isEmpty, mainLength > 0 || crossLength > 0 else { return }
        var sizes = views.map { natural($0, cross: crossLength) }
        var gaps = self.gaps(views)
        var lengths = sizes.map(\.main)
        let room = mainLength - gaps.reduce(0, +)
        switch distribution {
        case .fill:
            lengths = Self.fill(lengths, room: room, views: views, horizontal: isHorizontal)
        case .fillEqually:
            lengths = Array(repeating: max(0, room) / CGFloat(views.count), count: views.count)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            lengths =
                total > 0
                ? lengths.map { $0 / total * max(0, room) }
                : Self.fill(
                    lengths, room: room, views: views,
                    horizontal: isHorizontal)
        case .equalSpacing, .equalCentering:
            let free = mainLength - lengths.reduce(0, +)
            if views.count > 1 {
                let share = free / CGFloat(views.count - 1)
                gaps = gaps.map { max($0, share) }
            }
        }
        if isHorizontal { sizes = narrowed(views, sizes, to: lengths, cross: crossLength) }
        var position: CGFloat = 0
        for (i, view) in views.enumerated() {
            let natural = min(sizes[i].cross, crossLength)
            let cross: CGFloat
            let offset: CGFloat
            switch alignment {
            case .fill: (cross, offset) = (crossLength, 0)
            case .leading, .firstBaseline, .lastBaseline: (cross, offset) = (natural, 0)
            case .center: (cross, offset) = (natural, (crossLength - natural) / 2)
            case .trailing: (cross, offset) = (natural, crossLength - natural)
            }
            if isHorizontal {
                let x = isRightToLeft ? inner.maxX - position - lengths[i] : inner.minX + position
                view.frame = CGRect(x: x, y: inner.minY + offset, width: lengths[i], height: cross)
            } else {
                view.frame = CGRect(x: inner.minX + offset, y: inner.minY + position, width: cross, height: lengths[i])
            }
            position += lengths[i] + (i < gaps.count ? gaps[i] : 0)
        }
    }

    /// `.fill`: extra room to the view that hugs least, a shortage from the views that resist compression least
    /// (the last of equals first), none below zero.
    private static func fill(_ natural: [CGFloat], room: CGFloat, views: [UIView], horizontal: Bool) -> [CGFloat] {
        var lengths = natural
        let extra = room - natural.reduce(0, +)
        if extra > 0 {
            let priorities = views.map { horizontal ? $0.horizontalHuggingPriority : $0.verticalHuggingPriority }
            // An empty plain view (a spacer) has no content to hug: it takes the room before any view with content,
            // as Auto Layout stretches a view with no intrinsic size before one whose content hugs.
            let hugging = zip(views, priorities).map { view, priority in isSpacer(view, horizontal) ? -1 : priority }
            if let lowest = hugging.min(), let i = hugging.lastIndex(of: lowest) { lengths[i] += extra }
        } else if extra < 0 {
            var shortage = -extra
            let resistance = views.map { horizontal ? $0.horizontalCompressionResistance : Float(750) }
            let order = resistance.indices.sorted {
                resistance[$0] != resistance[$1] ? resistance[$0] < resistance[$1] : $0 > $1
            }
            for i in order where shortage > 0 {
                let cut = min(lengths[i], shortage)
                lengths[i] -= cut
                shortage -= cut
            }
        }
        return lengths
    }

    /// The sizes of a row's views with the ones the row squeezed narrower than their natural width measured again
    /// at the width they get: their text wraps, so they grow taller, as Auto Layout lays out a label in a full row.
    private func narrowed(
        _ views: [UIView], _ sizes: [(main: CGFloat, cross: CGFloat)], to lengths: [CGFloat], cross: CGFloat
    ) -> [(main: CGFloat, cross: CGFloat)] {
        var result = sizes
        for i in views.indices where lengths[i] < sizes[i].main {
            let size = views[i].measure(CGSize(width: max(0, lengths[i]), height: cross))
            result[i] = (lengths[i], size.height)
        }
        return result
    }

    /// A plain `UIView` with no subviews and no size of its own along the axis: nothing in it hugs.
    private static func isSpacer(_ view: UIView, _ horizontal: Bool) -> Bool {
        guard type(of: view) == UIView.self, view.subviews.isEmpty else { return false }
        let fixed = view.fixedSize
        return (horizontal ? fixed.width : fixed.height) == nil
    }
}

// MARK: Arranging as constraints

extension UIStackView: ArrangingView {
    /// The arrangement `layoutSubviews()` makes, as UIKit's stack states it in constraints (for a Cassowary region
    /// that places the arranged views with an app's constraints on them): the visible views chained along the axis
    /// between the stack's edges (its margins with `isLayoutMarginsRelativeArrangement`) with the spacings, equal
    /// lengths for `.fillEqually`; across, each view placed by the alignment (baselines as `.leading`). `.fill` and
    /// `.fillProportionally` leave the lengths to the views' hugging and compression resistance; `.equalSpacing` and
    /// `.equalCentering` are not stated (their views keep the frames the stack gave them).
    package func arrangementConstraints() -> [NSLayoutConstraint] {
        let views = visibleViews
        guard !views.isEmpty, distribution != .equalSpacing, distribution != .equalCentering else { return [] }
        var out: [NSLayoutConstraint] = []
        func add(
            _ a: UIView, _ aa: NSLayoutAttribute, _ r: NSLayoutRelation, _ b: UIView?, _ ba: NSLayoutAttribute?,
            _ c: CGFloat, _ priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(a, aa, r, b, ba, constant: c)
            constraint.priority = priority
            out.append(constraint)
        }
        let m = insets
        let gap = gaps(views)
        // The main axis; a horizontal stack runs right to left in a right-to-left layout.
        let rtl = isHorizontal && isRightToLeft
        let start: NSLayoutAttribute = isHorizontal ? (rtl ? .right : .left) : .top
        let end: NSLayoutAttribute = isHorizontal ? (rtl ? .left : .right) : .bottom
        let sign: CGFloat = rtl ? -1 : 1
        let (startInset, endInset) = isHorizontal ? (rtl ? (m.right, m.left) : (m.left, m.right)) : (m.top, m.bottom)
        add(views[0], start, .equal, self, start, sign * startInset)
        for i in 1..<views.count { add(views[i], start, .equal, views[i - 1], end, sign * gap[i - 1]) }
        add(views[views.count - 1], end, .equal, self, end, -sign * endInset)
        if distribution == .fillEqually {
            let length: NSLayoutAttribute = isHorizontal ? .width : .height
            for v in views.dropFirst() { add(v, length, .equal, views[0], length, 0) }
        }
        // Across.
        let crossStart: NSLayoutAttribute = isHorizontal ? .top : .left
        let crossEnd: NSLayoutAttribute = isHorizontal ? .bottom : .right
        let center: NSLayoutAttribute = isHorizontal ? .centerY : .centerX
        let (lead, trail) = isHorizontal ? (m.top, m.bottom) : (m.left, m.right)
        for v in views {
            switch alignment {
            case .fill:
                add(v, crossStart, .equal, self, crossStart, lead)
                add(v, crossEnd, .equal, self, crossEnd, -trail)
            case .leading, .firstBaseline, .lastBaseline:
                add(v, crossStart, .equal, self, crossStart, lead)
                add(v, crossEnd, .lessThanOrEqual, self, crossEnd, -trail)
            case .trailing:
                add(v, crossStart, .greaterThanOrEqual, self, crossStart, lead)
                add(v, crossEnd, .equal, self, crossEnd, -trail)
            case .center:
                add(v, crossStart, .greaterThanOrEqual, self, crossStart, lead)
                add(v, crossEnd, .lessThanOrEqual, self, crossEnd, -trail)
                add(v, center, .equal, self, center, (lead - trail) / 2)
            }
        }
        // As small as the views allow where nothing else sizes the stack.
        add(self, .width, .equal, nil, nil, 0, UILayoutPriority(1))
        add(self, .height, .equal, nil, nil, 0, UILayoutPriority(1))
        return out
    }
}
