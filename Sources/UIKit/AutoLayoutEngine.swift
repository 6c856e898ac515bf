import ChatCanvas
import Foundation

/// Auto Layout's constraints that the propagation solver (`ConstraintSolver`) cannot express, solved with the
/// Cassowary engine: inequalities, optional priorities, constraints between views that are not a view, its direct
/// subviews and their siblings (a grandchild pinned to its grandparent, cousins), and layout guides.
///
/// Such a constraint makes the lowest common ancestor of its items (for a constraint on one view's own size, its
/// superview; for a guide, its owning view) the root of a region. When the root lays out its subviews (the default
/// `layoutSubviews()`), the region is solved at once: the root's frame is fixed, and the variables are the frames of
/// its subviews, of the views the region's constraints name, of their ancestors below the root and of those
/// ancestors' other subviews (a family is placed together), and of the guides named. Every active constraint
/// among them takes part; a view of the region whose subviews are outside it (a stack, a label) brings its natural
/// size as content hugging and compression resistance, and a stack holding a view the constraints place (at any
/// depth), or the stack the region is rooted at, brings its arrangement (`ArrangingView`), so a row's height can come
/// from an app's constraint on a stacked avatar while the stack's other views stay where it puts them. Those stacks,
/// and the other parents of the views placed, skip their own layout in that pass. A view whose subtree has no such constraint is laid out as before, so the SDK's views keep their
/// frames to the pixel.
///
/// A required constraint that contradicts the required constraints activated before it is left out, and one line
/// naming it goes to standard error (once per constraint), as UIKit breaks a constraint and logs it.
@preconcurrency @MainActor
enum AutoLayoutEngine {
    /// A view or a guide taking part in a region: its frame in the root's coordinates.
    @MainActor private final class Item {
        let left: CassowaryVariable
        let top: CassowaryVariable
        let width: CassowaryVariable
        let height: CassowaryVariable
        let rightToLeft: Bool
        /// The view's layout margins (none for a guide), for the margin attributes.
        var margins = UIEdgeInsets.zero
        init(_ name: String, rightToLeft: Bool) {
            left = CassowaryVariable(name + ".left")
            top = CassowaryVariable(name + ".top")
            width = CassowaryVariable(name + ".width")
            height = CassowaryVariable(name + ".height")
            self.rightToLeft = rightToLeft
        }
        var frame: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
    }

    /// The view an item belongs to: the view itself, or a guide's owning view.
    static func owner(_ item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    // MARK: Which constraints need the engine

    /// Keeps the thread's list of constraints the propagation solver cannot express up to date.
    static func constraintChanged(_ c: NSLayoutConstraint) {
        let thread = RenderThread.current
        thread.structureGeneration += 1
        let id = ObjectIdentifier(c)
        if c.isActive && mayNeedEngine(c) {
            thread.advancedConstraints[id] = RenderThread.WeakConstraint(constraint: c)
        } else {
            thread.advancedConstraints[id] = nil
        }
    }

    /// Whether a constraint may be beyond the propagation solver (views far apart are checked again at layout).
    private static func mayNeedEngine(_ c: NSLayoutConstraint) -> Bool {
        if c.relation != .equal || c.priority < .required { return true }
        if c.firstAttribute.isMargin || c.secondAttribute?.isMargin == true { return true }
        if c.first is UILayoutGuide || c.second is UILayoutGuide { return true }
        guard let a = c.first as? UIView, let b = c.second as? UIView, a !== b else { return false }
        return !adjacent(a, b)
    }

    /// A view and its direct subview, or two siblings: what the propagation solver relates.
    private static func adjacent(_ a: UIView, _ b: UIView) -> Bool {
        a.superview === b || b.superview === a || (a.superview != nil && a.superview === b.superview)
    }

    private static func needsEngine(_ c: NSLayoutConstraint) -> Bool {
        if c.relation != .equal || c.priority < .required { return true }
        if c.firstAttribute.isMargin || c.secondAttribute?.isMargin == true { return true }
        if c.first is UILayoutGuide || c.second is UILayoutGuide { return true }
        guard let a = c.first as? UIView, let b = c.second as? UIView, a !== b else { return false }
        return !adjacent(a, b)
    }

    /// The view whose layout places the constraint's items.
    private static func root(of c: NSLayoutConstraint) -> UIView? {
        guard let a = owner(c.first) else { return nil }
        let guide = c.first is UILayoutGuide || c.second is UILayoutGuide
        guard let b = owner(c.second), b !== a else { return guide ? a : a.superview }
        var ancestors = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let cur = v {
            ancestors.insert(ObjectIdentifier(cur))
            v = cur.superview
        }
        v = b
        while let cur = v {
            if ancestors.contains(ObjectIdentifier(cur)) { return cur }
            v = cur.superview
        }
        return nil
    }

    /// The engine's constraints whose region is rooted at `view`, in activation order; nil when there are none.
    static func regionConstraints(rootedAt view: UIView) -> [NSLayoutConstraint]? {
        let thread = RenderThread.current
        if thread.advancedConstraints.isEmpty { return nil }
        if thread.regionsGeneration != thread.structureGeneration {
            var regions: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
            thread.advancedConstraints = thread.advancedConstraints.filter { $0.value.constraint != nil }
            for entry in thread.advancedConstraints.values {
                guard let c = entry.constraint, c.isActive, needsEngine(c), let r = root(of: c) else { continue }
                regions[ObjectIdentifier(r), default: []].append(c)
            }
            for key in regions.keys { regions[key]!.sort { $0.serial < $1.serial } }
            thread.regions = regions
            thread.regionsGeneration = thread.structureGeneration
        }
        return thread.regions[ObjectIdentifier(view)]
    }

    /// Whether a region solved in the current layout run already placed `view`'s subviews.
    static func placedByRegion(subviewsOf view: UIView) -> Bool {
        let thread = RenderThread.current
        return thread.layoutPass != nil && view.subviewsPlacedInRun == thread.layoutRun
    }

    // MARK: Solving a region

    private enum Mode {
        /// The root keeps its bounds.
        case layout
        /// The root's size is free: each axis is drawn toward the target at its priority; `proposedWidth` is the
        /// width content is measured at (text wraps) and, when finite, a nearly required upper bound.
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority, proposedWidth: CGFloat)
    }

    /// Places the region's views (and guides) for `root`'s current bounds.
    static func layout(_ root: UIView, region: [NSLayoutConstraint]) {
        let region = Region(root: root, seeds: region, mode: .layout)
        region.solve()
        region.apply()
    }

    /// The size the region gives `root` when its size is open (`sizeThatFits` of a region root).
    static func fittingSize(of root: UIView, region: [NSLayoutConstraint], proposed: CGSize) -> CGSize {
        let width = proposed.width.isFinite ? proposed.width : 0
        let mode = Mode.fitting(
            target: CGSize(width: 0, height: 0), horizontal: .fittingSizeLevel,
            vertical: .fittingSizeLevel, proposedWidth: proposed.width.isFinite ? width : .infinity)
        let region = Region(root: root, seeds: region, mode: mode)
        region.solve()
        return region.rootSize
    }

    /// `systemLayoutSizeFitting`: any view, whether or not its subtree needs the engine for layout.
    static func systemLayoutSize(
        of root: UIView, target: CGSize, horizontal: UILayoutPriority,
        vertical: UILayoutPriority
    ) -> CGSize {
        let seeds = regionConstraints(rootedAt: root) ?? []
        let proposed = horizontal == .required ? target.width : CGFloat.infinity
        let region = Region(
            root: root, seeds: seeds,
            mode: .fitting(
                target: target, horizontal: horizontal, vertical: vertical,
                proposedWidth: proposed))
        region.solve()
        return region.rootSize
    }

    @MainActor private final class Region {
        /// The SDK's `streamRequire`: the priority of the constraints its views make with its `pin` helpers.
        static let sdkDefaultPriority = UILayoutPriority(900)
        let root: UIView
        let mode: Mode
        let solver = CassowarySolver()
        /// The views placed, parents before children; the root is not among them.
        var views: [UIView] = []
        var members = Set<ObjectIdentifier>()
        var items: [ObjectIdentifier: Item] = [:]
        var guides: [UILayoutGuide] = []
        /// Views whose subviews the region places.
        var parents: [UIView] = []
        /// The views a stack among the parents places by its arrangement's constraints (`ArrangingView`).
        var arranged = Set<ObjectIdentifier>()
        /// The stacks among the parents whose arrangement the region states (the others arrange their views
        /// themselves after the region, around the ones it placed).
        var arrangedStacks = Set<ObjectIdentifier>()
        var constraints: [NSLayoutConstraint] = []
        /// Each leaf view's natural size constraints (hugging, compression resistance), per axis, and the width
        /// its height was measured at.
        var naturalWidth: [ObjectIdentifier: [CassowaryConstraint]] = [:]
        var naturalHeight: [ObjectIdentifier: [CassowaryConstraint]] = [:]
        var measuredAt: [ObjectIdentifier: CGFloat] = [:]

        init(root: UIView, seeds: [NSLayoutConstraint], mode: Mode) {
            self.root = root
            self.mode = mode
            members.insert(ObjectIdentifier(root))
            items[ObjectIdentifier(root)] = Region.item(for: root)
            addFamily(of: root)
            addItems(of: seeds)
            // A view of the region that roots a region of its own joins it to this one: one system, as UIKit's
            // engine is one per window.
            var next = 0
            while next < views.count {
                if let more = regionConstraints(rootedAt: views[next]) { addItems(of: more) }
                next += 1
            }
            collectConstraints()
        }

        /// Whether `view` is the content view of the cell it is in (a collection or table view cell).
        static func isCellContentView(_ view: UIView) -> Bool {
            if let cell = view.superview as? UICollectionViewCell { return cell.contentView === view }
            if let cell = view.superview as? UITableViewCell { return cell.contentView === view }
            return false
        }

        private static func item(for view: UIView) -> Item {
            let i = Item("\(type(of: view))", rightToLeft: view.isRightToLeft)
            i.margins = view.layoutMargins
            return i
        }

        private func addItems(of constraints: [NSLayoutConstraint]) {
            for c in constraints {
                for item in [c.first, c.second] {
                    if let v = owner(item), v !== root, v.isDescendant(of: root) { add(v) }
                }
            }
        }

        /// Adds a view below the root, with its ancestors and every subview of their parents.
        private func add(_ view: UIView) {
            guard !members.contains(ObjectIdentifier(view)), let parent = view.superview else { return }
            if parent !== root { add(parent) }
            addFamily(of: parent)
        }

        private func addFamily(of parent: UIView) {
            guard !parent.subviews.isEmpty, !parents.contains(where: { $0 === parent }) else { return }
            parents.append(parent)
            for v in parent.subviews where !members.contains(ObjectIdentifier(v)) {
                members.insert(ObjectIdentifier(v))
                views.append(v)
                items[ObjectIdentifier(v)] = Region.item(for: v)
            }
        }

        private func inRegion(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            if let v = item as? UIView { return members.contains(ObjectIdentifier(v)) }
            guard let g = item as? UILayoutGuide, let o = g.owningView else { return false }
            return members.contains(ObjectIdentifier(o))
        }

        private func collectConstraints() {
            var seen = Set<ObjectIdentifier>()
            let fitting: Bool
            if case .fitting = mode { fitting = true } else { fitting = false }
            for v in [root] + views {
                for c in v.constraintsInvolvingSelf where c.isActive && !seen.contains(ObjectIdentifier(c)) {
                    seen.insert(ObjectIdentifier(c))
                    guard inRegion(c.first), inRegion(c.second), c.first != nil else { continue }
                    // The root's own frame is its parent's business while it lays out.
                    if !fitting && c.first === root && (c.second == nil || c.second === root) { continue }
                    constraints.append(c)
                }
            }
            constraints.sort { $0.serial < $1.serial }
            // A stack holding a view the constraints place (the first item of one relating it to another item), at
            // any depth, states its arrangement, ahead of them, so that view moves with its stacks; so does a stack the region
            // is rooted at (a size constraint on one of its views roots a region at the stack). A stack whose views
            // the constraints only refer to keeps the frames it gave them, and arranges its views itself after the
            // region (it is not marked placed).
            var placed = Set<ObjectIdentifier>()
            for c in constraints where c.second != nil && c.second !== c.first {
                if let v = c.first as? UIView { placed.insert(ObjectIdentifier(v)) }
                // A view they refer to that its stack has not placed yet (no frame: the row is measured before its
                // first layout) would be free: its stack places it.
                if let v = c.second as? UIView, v.frame.size == .zero { placed.insert(ObjectIdentifier(v)) }
            }
            // The stacks holding a placed view at any depth: a view placed deep in nested stacks moves with all of
            // them, and they keep their other views where they put them.
            var holding = Set<ObjectIdentifier>()
            for v in views where placed.contains(ObjectIdentifier(v)) {
                var ancestor = v.superview
                while let a = ancestor, a !== root, holding.insert(ObjectIdentifier(a)).inserted {
                    ancestor = a.superview
                }
            }
            var arrangement: [NSLayoutConstraint] = []
            for p in parents {
                guard let stack = p as? any ArrangingView, p === root || holding.contains(ObjectIdentifier(p))
                else { continue }
                arrangedStacks.insert(ObjectIdentifier(p))
                for c in stack.arrangementConstraints() {
                    if let v = c.first as? UIView, v !== p { arranged.insert(ObjectIdentifier(v)) }
                    arrangement.append(c)
                }
            }
            constraints = arrangement + constraints
        }

        private func item(_ object: AnyObject) -> Item? {
            if let i = items[ObjectIdentifier(object)] { return i }
            guard let g = object as? UILayoutGuide, let o = g.owningView, let oi = items[ObjectIdentifier(o)] else {
                return nil
            }
            let i = Item("\(g)", rightToLeft: o.isRightToLeft)
            items[ObjectIdentifier(g)] = i
            guides.append(g)
            let insets: UIEdgeInsets
            switch g.kind {
            case .custom: return i
            case .margins: insets = o.layoutMargins
            case .safeArea: insets = o.safeAreaInsets
            }
            require(i.left, .equal, oi.left + CassowaryExpression(constant: Double(insets.left)))
            require(i.top, .equal, oi.top + CassowaryExpression(constant: Double(insets.top)))
            require(i.width, .equal, oi.width - CassowaryExpression(constant: Double(insets.left + insets.right)))
            require(i.height, .equal, oi.height - CassowaryExpression(constant: Double(insets.top + insets.bottom)))
            return i
        }

        private func require(
            _ v: CassowaryVariable, _ r: CassowaryRelation, _ e: CassowaryExpression,
            strength: CassowaryStrength = .required
        ) {
            try? solver.add(CassowaryConstraint(v, r, e, strength: strength))
        }

        private static func expression(_ i: Item, _ a: NSLayoutAttribute) -> CassowaryExpression {
            let left = CassowaryExpression(i.left)
            let top = CassowaryExpression(i.top)
            let width = CassowaryExpression(i.width)
            let height = CassowaryExpression(i.height)
            let m = i.margins
            func k(_ x: CGFloat) -> CassowaryExpression { CassowaryExpression(constant: Double(x)) }
            switch a {
            case .left: return left
            case .right: return left + width
            case .leading: return i.rightToLeft ? left + width : left
            case .trailing: return i.rightToLeft ? left : left + width
            case .top: return top
            case .bottom: return top + height
            case .centerX: return left + width * 0.5
            case .centerY: return top + height * 0.5
            case .width: return width
            case .height: return height
            case .leftMargin: return left + k(m.left)
            case .rightMargin: return left + width - k(m.right)
            case .leadingMargin: return i.rightToLeft ? left + width - k(m.right) : left + k(m.left)
            case .trailingMargin: return i.rightToLeft ? left + k(m.left) : left + width - k(m.right)
            case .topMargin: return top + k(m.top)
            case .bottomMargin: return top + height - k(m.bottom)
            case .centerXWithinMargins: return left + k(m.left) + (width - k(m.left + m.right)) * 0.5
            case .centerYWithinMargins: return top + k(m.top) + (height - k(m.top + m.bottom)) * 0.5
            case .notAnAttribute: return k(0)
            }
        }

        func solve() {
            guard let rootItem = items[ObjectIdentifier(root)] else { return }
            require(rootItem.left, .equal, 0)
            require(rootItem.top, .equal, 0)
            var proposedWidth = root.bounds.width
            switch mode {
            case .layout:
                require(rootItem.width, .equal, CassowaryExpression(constant: Double(root.bounds.width)))
                require(rootItem.height, .equal, CassowaryExpression(constant: Double(root.bounds.height)))
            case .fitting(let target, let h, let v, let proposed):
                proposedWidth = proposed
                require(rootItem.width, .greaterThanOrEqual, 0)
                require(rootItem.height, .greaterThanOrEqual, 0)
                require(
                    rootItem.width, .equal, CassowaryExpression(constant: Double(target.width)),
                    strength: CassowaryStrength(h.rawValue))
                require(
                    rootItem.height, .equal, CassowaryExpression(constant: Double(target.height)),
                    strength: CassowaryStrength(v.rawValue))
                if proposed.isFinite && h < .required {
                    require(
                        rootItem.width, .lessThanOrEqual, CassowaryExpression(constant: Double(proposed)),
                        strength: CassowaryStrength(999))
                }
            }
            // Where each view sits relative to its parent is unknown to the root's frame: tie the variables.
            // A view the constraints place (the first item of one) is free. One they only refer to keeps its frame,
            // as UIKit's autoresizing-mask constraints keep it: an app's badge pinned to an SDK view that the SDK's
            // layout placed lands on that view.
            var named = Set<ObjectIdentifier>()
            for c in constraints {
                if let v = c.first as? UIView { named.insert(ObjectIdentifier(v)) }
                if let v = c.second as? UIView, v.frame.size == .zero { named.insert(ObjectIdentifier(v)) }
            }
            var framed = Set<ObjectIdentifier>()
            for v in views {
                guard let i = items[ObjectIdentifier(v)], let p = v.superview, let pi = items[ObjectIdentifier(p)]
                else { continue }
                // A stack's arranged subview is placed by the stack's constraints, as UIKit's stacks turn the flag off.
                if arranged.contains(ObjectIdentifier(v)) { continue }
                if v.translatesAutoresizingMaskIntoConstraints && Region.isCellContentView(v) {
                    // A cell's content view fills it, as its flexible autoresizing mask keeps it in UIKit: what
                    // the app pins inside the content view sizes the cell.
                    require(i.left, .equal, CassowaryExpression(pi.left))
                    require(i.top, .equal, CassowaryExpression(pi.top))
                    require(i.width, .equal, CassowaryExpression(pi.width))
                    require(i.height, .equal, CassowaryExpression(pi.height))
                    continue
                }
                if v.translatesAutoresizingMaskIntoConstraints && !named.contains(ObjectIdentifier(v)) {
                    // UIKit turns an unconstrained view's frame into constraints. One never given a frame (chatshot's
                    // SDK views leave the flag on) sits at its parent's origin at its natural size, as the
                    // propagation solver places it.
                    require(i.left, .equal, pi.left + CassowaryExpression(constant: Double(v.frame.x)))
                    require(i.top, .equal, pi.top + CassowaryExpression(constant: Double(v.frame.y)))
                    guard v.frame.size != .zero else { continue }
                    framed.insert(ObjectIdentifier(v))
                    require(i.width, .equal, CassowaryExpression(constant: Double(v.frame.width)))
                    require(i.height, .equal, CassowaryExpression(constant: Double(v.frame.height)))
                }
            }
            // The app's constraints, required ones first in activation order: one that contradicts those before it
            // is broken and reported. The SDK's own default constraints are at its 900 (`isSDKDefault`): an app's
            // constraint that contradicts one wins, silently, as on iOS.
            func priority(_ c: NSLayoutConstraint) -> UILayoutPriority {
                c.isSDKDefault && c.priority >= .required ? Self.sdkDefaultPriority : c.priority
            }
            let ordered =
                constraints.filter { priority($0) >= .required }
                + constraints.filter { priority($0) < .required }
            for c in ordered {
                guard let first = c.first, let fi = item(first) else { continue }
                var rhs = CassowaryExpression(constant: Region.bounded(c.constant))
                if let second = c.second, let sa = c.secondAttribute, sa != .notAnAttribute {
                    guard let si = item(second) else { continue }
                    rhs = Region.expression(si, sa) * Double(c.multiplier) + rhs
                }
                let relation: CassowaryRelation
                switch c.relation {
                case .equal: relation = .equal
                case .lessThanOrEqual: relation = .lessThanOrEqual
                case .greaterThanOrEqual: relation = .greaterThanOrEqual
                }
                let constraint = CassowaryConstraint(
                    Region.expression(fi, c.firstAttribute), relation, rhs,
                    strength: CassowaryStrength(priority(c).rawValue),
                    label: c.description)
                do {
                    try solver.add(constraint)
                } catch {
                    AutoLayoutEngine.reportBroken(c)
                }
            }
            // Natural sizes of the views whose content is outside the region.
            let placing = Set(parents.map { ObjectIdentifier($0) })
            for v in views where !placing.contains(ObjectIdentifier(v)) {
                guard let i = items[ObjectIdentifier(v)] else { continue }
                if framed.contains(ObjectIdentifier(v)) { continue }
                if type(of: v) == UIView.self && v.subviews.isEmpty { continue }
                // A scroll view has no natural size in UIKit (unless its class reports an intrinsic one): its
                // constraints alone place it, so it takes what the views that hug their content leave.
                if v is UIScrollView && v.intrinsicContentSize == .zero { continue }
                let size = v.measure(CGSize(width: proposedWidth, height: .infinity))
                naturalWidth[ObjectIdentifier(v)] = natural(
                    i.width, size.width, v.horizontalHuggingPriority,
                    v.horizontalCompressionResistance)
                naturalHeight[ObjectIdentifier(v)] = natural(
                    i.height, size.height, v.verticalHuggingPriority,
                    v.verticalCompressionResistance)
                measuredAt[ObjectIdentifier(v)] = proposedWidth
            }
            if root.subviews.isEmpty, type(of: root) != UIView.self, case .fitting = mode {
                let size = root.measure(CGSize(width: proposedWidth, height: .infinity))
                _ = natural(
                    rootItem.width, size.width, root.horizontalHuggingPriority,
                    root.horizontalCompressionResistance)
                _ = natural(
                    rootItem.height, size.height, root.verticalHuggingPriority,
                    root.verticalCompressionResistance)
            }
            solver.updateVariables()
            // Text wraps at the width it got: measure heights again where the width differs from the proposal.
            var changed = false
            for v in views {
                let id = ObjectIdentifier(v)
                guard let old = naturalHeight[id], let i = items[id], CGFloat(i.width.value) != measuredAt[id]
                else { continue }
                for c in old { try? solver.remove(c) }
                let size = v.measure(CGSize(width: CGFloat(max(i.width.value, 0)), height: .infinity))
                naturalHeight[id] = natural(
                    i.height, size.height, v.verticalHuggingPriority,
                    v.verticalCompressionResistance)
                changed = true
            }
            if changed { solver.updateVariables() }
        }

        /// The largest constant the engine takes: a constraint's constant beyond it (an app's
        /// `greaterThanOrEqualToConstant: .greatestFiniteMagnitude`, "as wide as possible") is solved as this far,
        /// which no screen reaches, so the simplex's arithmetic stays finite and a view that far out still lies
        /// within the coordinates Cairo can draw (about 8.4 million device units, 3 million points at 3x).
        static let largestConstant = 1e6

        static func bounded(_ constant: CGFloat) -> Double {
            guard constant.isFinite else { return constant < 0 ? -largestConstant : largestConstant }
            return min(max(Double(constant), -largestConstant), largestConstant)
        }

        /// `size ≤ natural` at the hugging priority and `size ≥ natural` at the compression resistance.
        private func natural(
            _ v: CassowaryVariable, _ value: CGFloat, _ hugging: Float,
            _ resistance: Float
        ) -> [CassowaryConstraint] {
            guard value >= 0 else { return [] }
            let hug = CassowaryConstraint(
                v, .lessThanOrEqual, CassowaryExpression(constant: Double(value)),
                strength: CassowaryStrength(hugging))
            let resist = CassowaryConstraint(
                v, .greaterThanOrEqual, CassowaryExpression(constant: Double(value)),
                strength: CassowaryStrength(resistance))
            var added: [CassowaryConstraint] = []
            for c in [hug, resist] where (try? solver.add(c)) != nil { added.append(c) }
            return added
        }

        var rootSize: CGSize {
            guard let i = items[ObjectIdentifier(root)] else { return .zero }
            return CGSize(width: i.width.value, height: i.height.value)
        }

        /// Writes the frames (relative to each view's superview) and marks the parents placed.
        func apply() {
            for v in views {
                guard let i = items[ObjectIdentifier(v)], let p = v.superview, let pi = items[ObjectIdentifier(p)]
                else { continue }
                let f = i.frame
                v.frame = CGRect(x: f.x - pi.left.value, y: f.y - pi.top.value, width: f.width, height: f.height)
            }
            for g in guides where g.kind == .custom {
                guard let i = items[ObjectIdentifier(g)], let o = g.owningView, let oi = items[ObjectIdentifier(o)]
                else { continue }
                let f = i.frame
                g.solvedFrame = CGRect(x: f.x - oi.left.value, y: f.y - oi.top.value, width: f.width, height: f.height)
            }
            let thread = RenderThread.current
            guard thread.layoutPass != nil else { return }
            for p in parents where p !== root {
                if p is any ArrangingView && !arrangedStacks.contains(ObjectIdentifier(p)) { continue }
                p.subviewsPlacedInRun = thread.layoutRun
            }
        }
    }

    /// One line on standard error naming a constraint the engine left out, once per constraint.
    static func reportBroken(_ c: NSLayoutConstraint) {
        guard !c.reportedBroken else { return }
        c.reportedBroken = true
        let line =
            "[LayoutConstraints] Unable to simultaneously satisfy constraints: breaking \(c)"
            + " (it contradicts required constraints activated before it)"
        if let handler = RenderThread.current.layoutWarningHandler {
            handler(line)
            return
        }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
