import ChatCanvas

/// Solves the constraints between a view and its direct subviews, one axis at a time, by propagation:
/// an equation with one unknown fixes it; when nothing is left to propagate, an unknown size takes the view's
/// natural size. Enough for common layouts (edges pinned with constants, centring, fixed sizes, aspect).
@MainActor
enum ConstraintSolver {
    private enum Axis { case horizontal, vertical }

    private final class Box {
        var min: CGFloat?
        var size: CGFloat?
        var max: CGFloat? {
            if let a = min, let s = size { return a + s }
            return nil
        }
        var center: CGFloat? {
            if let a = min, let s = size { return a + s / 2 }
            return nil
        }
    }

    /// Sets the frames of `view`'s subviews (those not arranged by a stack) from their constraints.
    static func layout(subviewsOf view: UIView) {
        let kids = view.subviews
        guard !kids.isEmpty else { return }
        if AutoLayoutEngine.placedByRegion(subviewsOf: view) { return }
        if let region = AutoLayoutEngine.regionConstraints(rootedAt: view) {
            AutoLayoutEngine.layout(view, region: region)
            return
        }
        let size = view.bounds.size
        let h = solve(view, axis: .horizontal, containerSize: size.width, crossSize: size.height)
        let v = solve(view, axis: .vertical, containerSize: size.height, crossSize: size.width, widths: h.boxes)
        for (i, kid) in kids.enumerated() {
            var x = h.boxes[i].min ?? 0
            let w = h.boxes[i].size ?? 0
            if view.isRightToLeft { x = size.width - x - w }
            kid.frame = CGRect(x: x, y: v.boxes[i].min ?? 0, width: w, height: v.boxes[i].size ?? 0)
        }
    }

    /// The size `view` needs for its subviews' constraints when its own size is open.
    static func fittingSize(of view: UIView, proposed: CGSize) -> CGSize {
        if let region = AutoLayoutEngine.regionConstraints(rootedAt: view) {
            return AutoLayoutEngine.fittingSize(of: view, region: region, proposed: proposed)
        }
        let fixed = view.fixedSize
        var h = solve(
            view, axis: .horizontal, containerSize: fixed.width, crossSize: fixed.height ?? proposed.height,
            proposedSize: proposed.width)
        if fixed.width == nil, proposed.width.isFinite, let width = h.container, width > proposed.width {
            // The subviews were offered the whole width and what surrounds the widest of them (a label pinned 12 pt
            // inside a bubble) pushed the view past it: offer them what is left, so text wraps where it is drawn.
            let surrounding = width - (h.boxes.compactMap(\.size).max() ?? 0)
            h = solve(
                view, axis: .horizontal, containerSize: nil, crossSize: fixed.height ?? proposed.height,
                proposedSize: max(0, proposed.width - surrounding))
        }
        let width = fixed.width ?? h.container ?? 0
        let v = solve(
            view, axis: .vertical, containerSize: fixed.height, crossSize: width, widths: h.boxes,
            proposedSize: proposed.height)
        return CGSize(width: width, height: fixed.height ?? v.container ?? 0)
    }

    private static func solve(
        _ view: UIView, axis: Axis, containerSize: CGFloat?, crossSize: CGFloat?, widths: [Box]? = nil,
        proposedSize: CGFloat = .infinity
    ) -> (boxes: [Box], container: CGFloat?) {
        let kids = view.subviews
        let boxes = kids.map { _ in Box() }
        let container = Box()
        container.min = 0
        container.size = containerSize
        func box(_ v: AnyObject?) -> Box? {
            guard let v else { return nil }
            if v === view { return container }
            if let i = kids.firstIndex(where: { $0 === v }) { return boxes[i] }
            return nil
        }
        func onAxis(_ a: NSLayoutAttribute) -> Bool {
            switch a {
            case .leading, .trailing, .left, .right, .centerX, .width, .leadingMargin, .trailingMargin, .leftMargin,
                .rightMargin, .centerXWithinMargins:
                return axis == .horizontal
            default: return axis == .vertical
            }
        }
        // Collect the equal constraints among view + kids on this axis.
        var seen = Set<ObjectIdentifier>()
        var eqs: [NSLayoutConstraint] = []
        for v in [view] + kids {
            for c in v.constraintsInvolvingSelf
            where c.isActive && onAxis(c.firstAttribute) && !seen.contains(ObjectIdentifier(c)) {
                seen.insert(ObjectIdentifier(c))
                guard box(c.first) != nil, c.second == nil || box(c.second) != nil else { continue }
                if c.relation == .equal { eqs.append(c) }
            }
        }
        // Newer constraints win over older ones they conflict with (a subclass's setUpLayout over its superclass's).
        eqs.sort { a, b in a.serial > b.serial }
        // Hidden subviews take no space.
        for (i, k) in kids.enumerated() where k.isHidden { boxes[i].size = 0 }
        func value(_ b: Box, _ a: NSLayoutAttribute) -> CGFloat? {
            switch a {
            case .leading, .left, .top: return b.min
            case .trailing, .right, .bottom: return b.max
            case .centerX, .centerY: return b.center
            case .width, .height: return b.size
            default: return nil
            }
        }
        // Sets attribute `a` of `b` to `x` if that fixes an unknown; returns true on progress.
        func assign(_ b: Box, _ a: NSLayoutAttribute, _ x: CGFloat) -> Bool {
            switch a {
            case .leading, .left, .top:
                if b.min == nil {
                    b.min = x
                    return true
                }
            case .trailing, .right, .bottom:
                if b.min == nil, let s = b.size {
                    b.min = x - s
                    return true
                }
                if b.size == nil, let m = b.min {
                    b.size = x - m
                    return true
                }
            case .centerX, .centerY:
                if b.min == nil, let s = b.size {
                    b.min = x - s / 2
                    return true
                }
                if b.size == nil, let m = b.min {
                    b.size = 2 * (x - m)
                    return true
                }
            case .width, .height:
                if b.size == nil {
                    b.size = x
                    return true
                }
            default: break
            }
            return false
        }
        // One assignment at a time, always from the newest constraint, so a newer constraint decides before an
        // older one it conflicts with can.
        func step() -> Bool {
            for c in eqs {
                guard let fb = box(c.first) else { continue }
                if let sb = box(c.second), let sa = c.secondAttribute {
                    if let sv = value(sb, sa), value(fb, c.firstAttribute) == nil {
                        if assign(fb, c.firstAttribute, sv * c.multiplier + c.constant) { return true }
                    } else if let fv = value(fb, c.firstAttribute), value(sb, sa) == nil, c.multiplier != 0 {
                        if assign(sb, sa, (fv - c.constant) / c.multiplier) { return true }
                    }
                } else if c.second == nil, value(fb, c.firstAttribute) == nil {
                    if assign(fb, c.firstAttribute, c.constant) { return true }
                }
            }
            return false
        }
        func propagate() { while step() {} }
        // Aspect constraints across axes: a width from the height (or back) when the other axis is known.
        for (i, k) in kids.enumerated() where boxes[i].size == nil {
            let fixed = k.fixedSize
            if let s = axis == .horizontal ? fixed.width : fixed.height { boxes[i].size = s }
        }
        propagate()
        // Natural sizes, content first: views with text or images take theirs before empty views (a hairline
        // pinned between a label and an edge), which then usually follow from the constraints.
        func natural(_ i: Int) -> CGFloat {
            let k = kids[i]
            // Propose the width already solved (for wrapping text) on the vertical pass.
            let proposedWidth = widths?[i].size ?? (containerSize ?? proposedSize)
            let size = k.measure(
                CGSize(
                    width: axis == .horizontal ? (containerSize ?? proposedSize) : proposedWidth,
                    height: CGFloat.infinity))
            return axis == .horizontal ? size.width : size.height
        }
        for pass in 0..<2 {
            for i in kids.indices where boxes[i].size == nil {
                let n = natural(i)
                if pass == 0 && n == 0 { continue }
                boxes[i].size = n
                propagate()
            }
        }
        for b in boxes where b.min == nil { b.min = 0 }
        propagate()
        if container.size == nil {
            // The container hugs its subviews.
            let extent = boxes.compactMap(\.max).max() ?? 0
            container.size = extent
        }
        return (boxes, container.size)
    }
}
