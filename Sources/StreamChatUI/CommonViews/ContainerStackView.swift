import ChatCanvas
import UIKit

/// The SDK's stack container (a UIStackView-like API): arranged subviews along an axis with alignment,
/// distribution, spacing and optional layout margins. Hidden subviews collapse, and so does the spacing next to them.
open class ContainerStackView: UIView {
    public enum Axis: Sendable { case horizontal, vertical }
    /// Cross-axis alignment. `leading` is top for a horizontal stack, `trailing` bottom.
    public enum Alignment: Sendable {
        case fill, leading, trailing, center
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public enum Distribution: Sendable { case natural, equal }
    /// Spacing between arranged subviews; `.auto` is UIKit's system spacing, 8 pt.
    public struct Spacing: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        public var rawValue: CGFloat
        public init(_ value: CGFloat) { rawValue = value }
        public init(floatLiteral value: Double) { rawValue = CGFloat(value) }
        public init(integerLiteral value: Int) { rawValue = CGFloat(value) }
        public static let auto = Spacing(8)
    }

    public var axis: Axis = .horizontal { didSet { UIView.invalidateMeasurements() } }
    public var alignment: Alignment = .fill { didSet { UIView.invalidateMeasurements() } }
    public var distribution: Distribution = .natural { didSet { UIView.invalidateMeasurements() } }
    public var spacing: Spacing = .auto { didSet { UIView.invalidateMeasurements() } }
    public var isLayoutMarginsRelativeArrangement = false { didSet { UIView.invalidateMeasurements() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var ignoresMargins: Set<ObjectIdentifier> = []

    public init(
        axis: Axis = .horizontal, alignment: Alignment = .fill, spacing: Spacing = .auto,
        distribution: Distribution = .natural, arrangedSubviews: [UIView] = []
    ) {
        super.init(frame: .zero)
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.distribution = distribution
        addArrangedSubviews(arrangedSubviews)
    }
    public required convenience init() { self.init(axis: .horizontal) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The arranged subviews (every subview of a container is arranged).
    public var arrangedSubviews: [UIView] { subviews }

    public func addArrangedSubview(_ view: UIView, respectsLayoutMargins: Bool? = nil) {
        addSubview(view)
        setRespectsLayoutMargins(view, respectsLayoutMargins)
    }
    public func addArrangedSubviews(_ views: [UIView]) { for v in views { addArrangedSubview(v) } }
    public func insertArrangedSubview(_ view: UIView, at index: Int, respectsLayoutMargins: Bool? = nil) {
        insertSubview(view, at: index)
        setRespectsLayoutMargins(view, respectsLayoutMargins)
    }
    /// Removes the view from the container (and from the view tree, as the SDK's container does).
    public func removeArrangedSubview(_ view: UIView) {
        guard view.superview === self else { return }
        view.removeFromSuperview()
    }
    public func removeAllArrangedSubviews() { for v in subviews { removeArrangedSubview(v) } }
    /// Removes every arranged view, then arranges `subviews` in their order.
    public func replaceArrangedSubviews(with subviews: [UIView]) {
        removeAllArrangedSubviews()
        addArrangedSubviews(subviews)
    }
    public func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        customSpacings[ObjectIdentifier(view)] = spacing
        UIView.invalidateMeasurements()
    }
    public func customSpacing(after view: UIView) -> CGFloat? { customSpacings[ObjectIdentifier(view)] }

    private func setRespectsLayoutMargins(_ view: UIView, _ respects: Bool?) {
        guard let respects else { return }
        if respects {
            ignoresMargins.remove(ObjectIdentifier(view))
        } else {
            ignoresMargins.insert(ObjectIdentifier(view))
        }
    }

    /// Stream views added while the stack was detached set up when it joins a drawn tree.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setUpStreamViews(joining: self)
    }

    open override func willRemoveSubview(_ subview: UIView) {
        customSpacings[ObjectIdentifier(subview)] = nil
        ignoresMargins.remove(ObjectIdentifier(subview))
    }

    private var margins: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }
    private var visible: [UIView] { subviews.filter { !$0.isHidden } }

    private func gaps(_ views: [UIView]) -> [CGFloat] {
        guard views.count > 1 else { return [] }
        return (0..<views.count - 1).map { customSpacings[ObjectIdentifier(views[$0])] ?? spacing.rawValue }
    }

    // MARK: Measuring

    /// Main-axis lengths of the visible views for an available main-axis length (shrinking text when needed).
    private func mainLengths(_ views: [UIView], available: CGFloat, cross: CGFloat) -> [CGFloat] {
        let totalGap = gaps(views).reduce(0, +)
        if axis == .vertical {
            var lengths = views.map { v -> CGFloat in
                let w = crossLength(for: v, cross: cross)
                return v.measure(CGSize(width: w, height: CGFloat.infinity)).height
            }
            if distribution == .equal, let m = lengths.max() { lengths = lengths.map { _ in m } }
            return lengths
        }
        var lengths = views.map { $0.measure(CGSize(width: available, height: cross)).width }
        // A small tolerance keeps rounding from wrapping text that was measured to fit.
        func overflows() -> Bool { available.isFinite && lengths.reduce(0, +) + totalGap > available + 0.01 }
        guard overflows() else { return equalized(lengths, available: available) }
        // The views that give way: those below the default compression resistance (labels), or when none is,
        // those of the lowest resistance there is (Auto Layout breaks the weakest constraints first); among them,
        // text that wraps to more lines before text that would be cut.
        let resistance = views.map(\.horizontalCompressionResistance)
        let weakest: [Int]
        if let lowest = resistance.min(), lowest < 750 {
            weakest = views.indices.filter { resistance[$0] < 750 }
        } else {
            // A view of a required width, or that resists as a requirement, keeps its length.
            let yielding = views.indices.filter { views[$0].fixedSize.width == nil && resistance[$0] < 1000 }
            let lowest = yielding.map { resistance[$0] }.min() ?? 0
            weakest = yielding.filter { resistance[$0] <= lowest }
        }
        var passes = [weakest]
        if weakest.count > 1 {
            let wrapping = weakest.filter { i in
                let natural = views[i].measure(CGSize(width: lengths[i], height: cross)).height
                return views[i].measure(CGSize(width: lengths[i] / 2, height: cross)).height > natural + 0.5
            }
            if !wrapping.isEmpty && wrapping.count < weakest.count { passes.insert(wrapping, at: 0) }
        }
        for shrinkIdx in passes where overflows() && !shrinkIdx.isEmpty {
            let shrinking = Set(shrinkIdx)
            var budget =
                available - totalGap
                - views.indices.filter { !shrinking.contains($0) }.map { lengths[$0] }
                .reduce(0, +)
            // Shrink the narrowest first so short labels keep their natural width.
            for (n, i) in shrinkIdx.sorted(by: { lengths[$0] < lengths[$1] }).enumerated() {
                let share = max(0, budget / CGFloat(shrinkIdx.count - n))
                if share >= lengths[i] - 0.01 {
                    budget -= lengths[i]
                    continue
                }
                let w = share
                lengths[i] = min(views[i].measure(CGSize(width: w, height: cross)).width, w)
                budget -= lengths[i]
            }
        }
        return equalized(lengths, available: available)
    }

    /// The lengths, all the longest's under the `.equal` distribution.
    private func equalized(_ lengths: [CGFloat], available: CGFloat) -> [CGFloat] {
        var lengths = lengths
        if distribution == .equal, let m = lengths.max() {
            let eq = available.isFinite ? max(m, 0) : m
            lengths = lengths.map { _ in eq }
        }
        return lengths
    }

    /// The top and bottom margins of a vertical stack: none next to a first or last view that ignores the margins
    /// (attachments reach the bubble's edges).
    private func verticalEndMargins(_ views: [UIView], _ m: UIEdgeInsets) -> (top: CGFloat, bottom: CGFloat) {
        let firstIgnores = views.first.map { ignoresMargins.contains(ObjectIdentifier($0)) } ?? false
        let lastIgnores = views.last.map { ignoresMargins.contains(ObjectIdentifier($0)) } ?? false
        return (firstIgnores ? 0 : m.top, lastIgnores ? 0 : m.bottom)
    }

    private func crossLength(for view: UIView, cross: CGFloat) -> CGFloat {
        let ignores = ignoresMargins.contains(ObjectIdentifier(view))
        if ignores && cross.isFinite { return cross + (axis == .vertical ? margins.horizontal : margins.vertical) }
        return cross
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let size = constraintRegionFittingSize(size) { return size }
        let fixed = fixedSize
        let proposed = CGSize(width: fixed.width ?? size.width, height: fixed.height ?? size.height)
        let m = margins
        let views = visible
        let totalGap = gaps(views).reduce(0, +)
        var result: CGSize
        if axis == .horizontal {
            let available = proposed.width - m.horizontal
            let lengths = mainLengths(views, available: available, cross: .infinity)
            let heights = zip(views, lengths).map { $0.measure(CGSize(width: $1, height: CGFloat.infinity)).height }
            result = CGSize(
                width: lengths.reduce(0, +) + totalGap + m.horizontal, height: (heights.max() ?? 0) + m.vertical)
        } else {
            let inner = proposed.width - m.horizontal
            let lengths = mainLengths(views, available: .infinity, cross: inner)
            let widths = views.map { v -> CGFloat in
                let w = v.measure(CGSize(width: crossLength(for: v, cross: inner), height: CGFloat.infinity)).width
                return ignoresMargins.contains(ObjectIdentifier(v)) ? w - m.horizontal : w
            }
            let ends = verticalEndMargins(views, m)
            result = CGSize(
                width: (widths.max() ?? 0) + m.horizontal,
                height: lengths.reduce(0, +) + totalGap + ends.top + ends.bottom)
        }
        if let w = fixed.width { result.width = w }
        if let h = fixed.height { result.height = h }
        return result
    }

    // MARK: Arranging

    open override func layoutSubviews() {
        if placeSubviewsByConstraintRegion() { return }
        let m = margins
        let views = visible
        let gap = gaps(views)
        let b = bounds
        if axis == .horizontal {
            let available = b.width - m.horizontal
            let crossSpace = b.height - m.vertical
            var lengths = mainLengths(views, available: available, cross: crossSpace)
            let extra = available - lengths.reduce(0, +) - gap.reduce(0, +)
            if extra > 0.0001 {
                let flex = views.indices.filter { views[$0].horizontalHuggingPriority < 250 }
                for i in flex { lengths[i] += extra / CGFloat(flex.count) }
            }
            var x = m.left
            for (i, v) in views.enumerated() {
                let w = lengths[i]
                var h: CGFloat
                var y: CGFloat
                let natural = v.measure(CGSize(width: w, height: crossSpace)).height
                switch alignment {
                case .fill:
                    h = crossSpace
                    y = m.top
                case .leading:
                    h = min(natural, crossSpace)
                    y = m.top
                case .trailing:
                    h = min(natural, crossSpace)
                    y = b.height - m.bottom - h
                case .center:
                    h = min(natural, crossSpace)
                    y = m.top + (crossSpace - h) / 2
                }
                if let fh = v.fixedSize.height, alignment == .fill {
                    h = fh
                    y = m.top + (crossSpace - fh) / 2
                }
                let frameX = isRightToLeft ? b.width - x - w : x
                v.frame = CGRect(x: frameX, y: y, width: w, height: h)
                x += w + (i < gap.count ? gap[i] : 0)
            }
        } else {
            let inner = b.width - m.horizontal
            let ends = verticalEndMargins(views, m)
            var lengths = mainLengths(views, available: b.height - ends.top - ends.bottom, cross: inner)
            let extra = b.height - ends.top - ends.bottom - lengths.reduce(0, +) - gap.reduce(0, +)
            if extra > 0.0001 {
                let flex = views.indices.filter { views[$0].verticalHuggingPriority < 250 }
                for i in flex { lengths[i] += extra / CGFloat(flex.count) }
            }
            var y = ends.top
            for (i, v) in views.enumerated() {
                let ignores = ignoresMargins.contains(ObjectIdentifier(v))
                let left = ignores ? 0 : m.left
                let space = ignores ? b.width : inner
                let h = lengths[i]
                var w: CGFloat
                var x: CGFloat
                let natural = min(v.measure(CGSize(width: space, height: h)).width, space)
                switch alignment {
                case .fill:
                    w = space
                    x = left
                case .leading:
                    w = natural
                    x = left
                case .trailing:
                    w = natural
                    x = left + space - w
                case .center:
                    w = natural
                    x = left + (space - w) / 2
                }
                if let fw = v.fixedSize.width, alignment == .fill {
                    w = fw
                    x = left + (space - fw) / 2
                }
                let frameX = isRightToLeft ? b.width - x - w : x
                v.frame = CGRect(x: frameX, y: y, width: w, height: h)
                y += h + (i < gap.count ? gap[i] : 0)
            }
        }
    }
}

// MARK: Arranging as constraints

extension ContainerStackView: ArrangingView {
    /// The arrangement `layoutSubviews()` makes, as constraints (for a Cassowary region that places the arranged
    /// views with an app's constraints on them): the visible views chained along the axis from the leading (top)
    /// margin with the spacings, the last within the trailing (bottom) margin and pulled to it below the default
    /// hugging (so only views hugging less than 250 take extra room, as in `layoutSubviews()`), equal lengths for the
    /// `.equal` distribution; across, each view placed by the alignment within the margins (a view of a fixed cross
    /// size centred under `.fill`); the stack itself as small as its views allow.
    /// How firmly the last view's end meets the stack's: as the stack arranges its views itself, a view that hugs
    /// its content below `.defaultLow` takes the room left over (required), else the room stays empty after the views.
    private func endPriority(_ views: [UIView], _ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let flexible = views.contains {
            (axis == .horizontal ? $0.horizontalHuggingPriority : $0.verticalHuggingPriority) < 250
        }
        return flexible ? .required : UILayoutPriority(249)
    }

    package func arrangementConstraints() -> [NSLayoutConstraint] {
        let views = visible
        guard !views.isEmpty else { return [] }
        var out: [NSLayoutConstraint] = []
        func add(
            _ a: UIView, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation = .equal,
            _ b: UIView? = nil, _ ba: NSLayoutConstraint.Attribute = .notAnAttribute, _ c: CGFloat = 0,
            _ priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: 1, constant: c)
            constraint.priority = priority
            out.append(constraint)
        }
        let m = margins
        let gap = gaps(views)
        let horizontal = axis == .horizontal
        // The main axis. A horizontal stack mirrors its frames right to left.
        if horizontal {
            let rtl = isRightToLeft
            let start: NSLayoutConstraint.Attribute = rtl ? .right : .left
            let end: NSLayoutConstraint.Attribute = rtl ? .left : .right
            let sign: CGFloat = rtl ? -1 : 1
            add(views[0], start, .equal, self, start, sign * m.left)
            for i in 1..<views.count { add(views[i], start, .equal, views[i - 1], end, sign * gap[i - 1]) }
            add(views[views.count - 1], end, rtl ? .greaterThanOrEqual : .lessThanOrEqual, self, end, -sign * m.right)
            add(views[views.count - 1], end, .equal, self, end, -sign * m.right, endPriority(views, .horizontal))
        } else {
            let ends = verticalEndMargins(views, m)
            add(views[0], .top, .equal, self, .top, ends.top)
            for i in 1..<views.count { add(views[i], .top, .equal, views[i - 1], .bottom, gap[i - 1]) }
            add(views[views.count - 1], .bottom, .lessThanOrEqual, self, .bottom, -ends.bottom)
            add(views[views.count - 1], .bottom, .equal, self, .bottom, -ends.bottom, endPriority(views, .vertical))
        }
        if distribution == .equal {
            let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            for v in views.dropFirst() { add(v, length, .equal, views[0], length) }
        }
        // Across: top and bottom of a horizontal stack; left and right (mirrored right to left) of a vertical one.
        for v in views {
            let ignores = !horizontal && ignoresMargins.contains(ObjectIdentifier(v))
            let (lead, trail): (CGFloat, CGFloat) =
                horizontal ? (m.top, m.bottom) : (ignores ? (0, 0) : (m.left, m.right))
            var start: NSLayoutConstraint.Attribute = horizontal ? .top : .left
            var end: NSLayoutConstraint.Attribute = horizontal ? .bottom : .right
            let center: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
            if !horizontal && isRightToLeft { (start, end) = (.right, .left) }
            let sign: CGFloat = start == .right ? -1 : 1
            let fixedCross = horizontal ? v.fixedSize.height : v.fixedSize.width
            var placement = alignment
            if placement == .fill && fixedCross != nil { placement = .center }
            let after: NSLayoutConstraint.Relation = sign > 0 ? .greaterThanOrEqual : .lessThanOrEqual
            let before: NSLayoutConstraint.Relation = sign > 0 ? .lessThanOrEqual : .greaterThanOrEqual
            switch placement {
            case .fill:
                add(v, start, .equal, self, start, sign * lead)
                add(v, end, .equal, self, end, -sign * trail)
            case .leading:
                add(v, start, .equal, self, start, sign * lead)
                add(v, end, before, self, end, -sign * trail)
            case .trailing:
                add(v, start, after, self, start, sign * lead)
                add(v, end, .equal, self, end, -sign * trail)
            case .center:
                add(v, start, after, self, start, sign * lead)
                add(v, end, before, self, end, -sign * trail)
                add(v, center, .equal, self, center, sign * (lead - trail) / 2)
            }
        }
        // As small as the views allow where nothing else sizes the stack.
        add(self, .width, .equal, nil, .notAnAttribute, 0, UILayoutPriority(1))
        add(self, .height, .equal, nil, .notAnAttribute, 0, UILayoutPriority(1))
        return out
    }
}
