import ChatCanvas

/// The base of every view: a frame, subviews, a layer, constraints, traits and a tint, laid out by its constraints
/// (or its own `layoutSubviews()`) and painted through ChatCanvas. Views are `open` so code subclasses them as on iOS.
open class UIView: UIResponder {
    open var frame: CGRect = .zero
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The centre of the frame in the superview's coordinates; setting it moves the view, keeping its size.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    /// The view's layer, of the class `layerClass` names (a `CAGradientLayer` subclass' view draws its gradient).
    public private(set) lazy var layer: CALayer = (type(of: self).layerClass as? CALayer.Type)?.init() ?? CALayer()
    /// The class of the view's layer (`CALayer` by default).
    open class var layerClass: AnyClass { CALayer.self }
    open var backgroundColor: UIColor? {
        didSet {
            noteAppearanceSet(
                .backgroundColor, key: "backgroundColor", { [backgroundColor] in $0.backgroundColor = backgroundColor })
        }
    }
    open var alpha: CGFloat = 1
    open var isHidden = false { didSet { if isHidden != oldValue { UIView.invalidateMeasurements() } } }
    /// The view's transform about its centre (its layer's 2-D transform); drawn, not part of layout.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    public var translatesAutoresizingMaskIntoConstraints = true
    /// A name for messages, tests and look-ups by name (`mainContainer`, `textView`, …).
    public var accessibilityIdentifier: String?
    /// What assistive technologies read for the view (kept; a picture is not read aloud).
    open var accessibilityLabel: String?
    /// The view's current value for assistive technologies, as UIKit's `accessibilityValue` (kept).
    open var accessibilityValue: String?
    /// What happens when the view is activated, for assistive technologies (kept).
    open var accessibilityHint: String?
    /// Whether assistive technologies treat the view as one element (kept).
    open var isAccessibilityElement = false
    /// The style this view and its subviews draw in, whatever their superview's (UIKit's
    /// `overrideUserInterfaceStyle`): `.dark` or `.light` sets the `userInterfaceStyle` of their traits, so their
    /// dynamic colours resolve to that style; `.unspecified` (the default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            var previous = traitCollection
            previous.userInterfaceStyle =
                oldValue == .unspecified ? inheritedTraitCollection.userInterfaceStyle : oldValue
            notifyTraitChange(previous)
        }
    }
    /// How the content (an image view's image) is placed in the bounds; `.scaleToFill` by default, as in UIKit.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Whether the view takes touches (kept; a still picture has none).
    open var isUserInteractionEnabled = true
    /// A number an app tags the view with (`viewWithTag(_:)`).
    open var tag = 0
    /// The gesture recognizers attached (`addGestureRecognizer(_:)`); they never fire in a still picture.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// Margins used by stacks that arrange relative to them; UIKit's default is 8 on every side.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { if directionalLayoutMargins != oldValue { UIView.invalidateMeasurements() } }
    }
    public var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return isRightToLeft
                ? UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
                : UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins =
                isRightToLeft
                ? NSDirectionalEdgeInsets(
                    top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : NSDirectionalEdgeInsets(
                    top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// Content hugging: a view with `.defaultLow` on an axis takes extra space a stack has on that axis.
    public var horizontalHuggingPriority: Float = 250
    public var verticalHuggingPriority: Float = 250
    /// Compression resistance: when a horizontal stack is too narrow, lower values shrink first (text wraps).
    public var horizontalCompressionResistance: Float = 750
    public var verticalCompressionResistance: Float = 750

    /// The safe area's insets: zero, as chatshot lays a screen out inside the device's safe area (the chrome is
    /// drawn around it), unless the renderer gives a view its own.
    open var safeAreaInsets: UIEdgeInsets { ownSafeAreaInsets }
    package var ownSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            UIView.invalidateMeasurements()
            RenderThread.current.structureGeneration += 1
        }
    }
    /// The layout guides added with `addLayoutGuide`.
    public private(set) var layoutGuides: [UILayoutGuide] = []
    private var marginsGuide: UILayoutGuide?
    private var safeAreaGuide: UILayoutGuide?
    /// The number of the layout run in which a Cassowary region placed this view's subviews.
    var subviewsPlacedInRun = -1

    /// The appearance proxy's record when this view is a proxy (`appearance()`), else nil.
    package var appearanceProxyRecord: AppearanceProxyRecord?
    /// The appearance properties this view set itself: no proxy changes them.
    package var appearanceSetDirectly: AppearanceProperty = []

    // Constraints that mention this view.
    package var constraintsInvolvingSelf: [NSLayoutConstraint] = []

    /// A view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// chatshot reads no nib or storyboard archives: a view made from a coder starts with a zero frame.
    public required init?(coder: NSCoder) { super.init() }
    /// A view with a zero frame. Not `required`, as in UIKit: the SDK's base classes (`_View`, …) add the
    /// requirement that `.init()` on a `Components` slot's type needs.
    public convenience override init() { self.init(frame: .zero) }

    /// The next responder: the superview, as in UIKit (a view controller's view is the controller itself here).
    open override var next: UIResponder? { superview }

    // MARK: Traits and tint

    private var _tintColor: UIColor?
    private var _traits: UITraitCollection?

    /// The tint colour: its own, else its superview's, else the system blue (UIKit's default tint).
    /// The tint set on this view itself (nil: it inherits its superview's).
    package var ownTintColor: UIColor? { _tintColor }
    open var tintColor: UIColor! {
        get { _tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            _tintColor = newValue
            noteAppearanceSet(.tintColor, key: "tintColor", { [newValue] in $0.tintColor = newValue })
        }
    }
    public var traitCollection: UITraitCollection {
        get {
            guard overrideUserInterfaceStyle != .unspecified else { return inheritedTraitCollection }
            var traits = inheritedTraitCollection
            traits.userInterfaceStyle = overrideUserInterfaceStyle
            return traits
        }
        set {
            let previous = traitCollection
            _traits = newValue
            if newValue != previous { notifyTraitChange(previous) }
        }
    }

    /// The traits without this view's `overrideUserInterfaceStyle`: its own, else its superview's.
    private var inheritedTraitCollection: UITraitCollection {
        _traits ?? superview?.traitCollection ?? UITraitCollection()
    }

    /// Called when the view's traits change (the renderer gives the drawn tree its appearance, content size and
    /// direction): every view of the subtree hears of it, as in UIKit.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    private func notifyTraitChange(_ previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        for v in subviews where !v.hasOwnTraitCollection { v.notifyTraitChange(previous) }
    }
    /// Whether this view was given its own traits (the root of a drawn tree).
    public var hasOwnTraitCollection: Bool { _traits != nil }
    public var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }
    /// Resolves a dynamic colour for this view's style.
    public func resolve(_ color: UIColor) -> Color { color.resolved(traitCollection.userInterfaceStyle) }

    // MARK: Hierarchy

    public func addSubview(_ view: UIView) {
        UIView.invalidateMeasurements()
        RenderThread.current.structureGeneration += 1
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.applyAppearanceProxies()
        view.didMoveToSuperview()
        didAddSubview(view)
    }
    public func insertSubview(_ view: UIView, at index: Int) {
        UIView.invalidateMeasurements()
        RenderThread.current.structureGeneration += 1
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.applyAppearanceProxies()
        view.didMoveToSuperview()
        didAddSubview(view)
    }
    /// Leaves the superview. As in UIKit, constraints to views outside its own subtree go with it; its size
    /// constraints and those inside it stay.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        UIView.invalidateMeasurements()
        RenderThread.current.structureGeneration += 1
        for c in constraintsInvolvingSelf {
            let a = AutoLayoutEngine.owner(c.first)
            let b = AutoLayoutEngine.owner(c.second)
            let other = a === self ? b : a
            if let other, other !== self, !other.isDescendant(of: self) { c.isActive = false }
        }
        parent.subviews.removeAll { $0 === self }
        parent.willRemoveSubview(self)
        superview = nil
    }
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called after a subview was added (after its `didMoveToSuperview()`), as in UIKit. Subclasses override.
    open func didAddSubview(_ subview: UIView) {}
    /// Called after the view moved to a new superview (or left one). Subclasses override.
    open func didMoveToSuperview() {}

    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    // MARK: Auto Layout

    /// A guide at this view's layout margins.
    open var layoutMarginsGuide: UILayoutGuide {
        if let g = marginsGuide { return g }
        let g = UILayoutGuide(kind: .margins, owner: self)
        marginsGuide = g
        return g
    }
    /// A guide at this view's safe area (`safeAreaInsets`).
    open var safeAreaLayoutGuide: UILayoutGuide {
        if let g = safeAreaGuide { return g }
        let g = UILayoutGuide(kind: .safeArea, owner: self)
        safeAreaGuide = g
        return g
    }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.kind == .custom, !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        UIView.invalidateMeasurements()
        RenderThread.current.structureGeneration += 1
    }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        for c in constraintsInvolvingSelf where c.first === layoutGuide || c.second === layoutGuide {
            c.isActive = false
        }
        layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        UIView.invalidateMeasurements()
        RenderThread.current.structureGeneration += 1
    }

    /// The size no view is asked to be smaller than, and one larger than any view wants.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// "No intrinsic size on this axis."
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's constraints give it nearest to `targetSize` (both axes at `fittingSizeLevel`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size the view's constraints give it nearest to `targetSize`, each axis held at its priority (a required
    /// width fixes the width; `fittingSizeLevel` lets the content decide), solved by the Cassowary engine.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        UIView.performLayoutPass {
            AutoLayoutEngine.systemLayoutSize(
                of: self, target: targetSize, horizontal: horizontalFittingPriority,
                vertical: verticalFittingPriority)
        }
    }

    /// The older way to activate constraints: as `isActive = true` (the engine keeps them wherever they are added).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(axis == .horizontal ? horizontalHuggingPriority : verticalHuggingPriority)
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            horizontalHuggingPriority = priority.rawValue
        } else {
            verticalHuggingPriority = priority.rawValue
        }
        UIView.invalidateMeasurements()
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(axis == .horizontal ? horizontalCompressionResistance : verticalCompressionResistance)
    }
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority,
        for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            horizontalCompressionResistance = priority.rawValue
        } else {
            verticalCompressionResistance = priority.rawValue
        }
        UIView.invalidateMeasurements()
    }

    /// chatshot lays out every drawn tree when it renders; a view asked to lay out again does so at the next
    /// `layoutIfNeeded()`, which always lays out.
    open func setNeedsLayout() {}
    open func invalidateIntrinsicContentSize() { UIView.invalidateMeasurements() }

    // MARK: Layout

    /// The size this view wants for a proposed size (`.infinity` for unbounded). Subclasses override.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let fixed = fixedSize
        var result = subviews.isEmpty ? intrinsicContentSize : ConstraintSolver.fittingSize(of: self, proposed: size)
        if let w = fixed.width { result.width = w }
        if let h = fixed.height { result.height = h }
        if let ratio = aspectRatio {
            if fixed.width != nil && fixed.height == nil {
                result.height = result.width / ratio
            } else if fixed.height != nil && fixed.width == nil {
                result.width = result.height * ratio
            }
        }
        return result
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin, as UIKit does (a zero side of the
    /// bounds proposes no limit there: a label with no width takes its text's).
    open func sizeToFit() {
        let proposed = CGSize(
            width: bounds.width > 0 ? bounds.width : .infinity, height: bounds.height > 0 ? bounds.height : .infinity)
        frame.size = sizeThatFits(proposed)
    }

    /// The window the view is in: the nearest `UIWindow` above it, else nil (chatshot's screens are drawn without
    /// one unless an app puts them in a `UIWindow`).
    open var window: UIWindow? {
        var view = superview
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    /// The natural size of the content alone (images, text); zero for a plain view.
    open var intrinsicContentSize: CGSize { .zero }

    /// Places the subviews inside `bounds`. The default solves the subviews' constraints; stacks override it.
    open func layoutSubviews() {
        ConstraintSolver.layout(subviewsOf: self)
    }

    // MARK: Measuring within a layout pass

    /// While a tree is laid out nothing changes its content, so each view's size for a proposal is measured once
    /// per pass (stacks ask their children many times, at every depth). Passes belong to the calling thread.
    private var measureCache: [CGSize: CGSize] = [:]
    private var measureCachePass = -1

    /// `sizeThatFits`, remembered for the current layout pass. The layout engine measures through this.
    public func measure(_ proposal: CGSize) -> CGSize {
        guard let pass = RenderThread.current.layoutPass else { return sizeThatFits(proposal) }
        if measureCachePass != pass {
            measureCache.removeAll(keepingCapacity: true)
            measureCachePass = pass
        }
        if let s = measureCache[proposal] { return s }
        let s = sizeThatFits(proposal)
        measureCache[proposal] = s
        return s
    }

    /// Forgets every measurement of the current pass: something that changes sizes happened (text, visibility,
    /// constraints, subviews, stack settings).
    nonisolated public static func invalidateMeasurements() {
        let thread = RenderThread.current
        guard thread.layoutPass != nil else { return }
        thread.passCounter += 1
        thread.layoutPass = thread.passCounter
    }

    /// Runs `body` as one layout pass (nested calls join the outer pass).
    public static func performLayoutPass<T>(_ body: () throws -> T) rethrows -> T {
        let thread = RenderThread.current
        if thread.layoutPass != nil { return try body() }
        thread.passCounter += 1
        thread.layoutPass = thread.passCounter
        thread.layoutRun = thread.passCounter
        defer { thread.layoutPass = nil }
        return try body()
    }

    /// Lays out this view and its whole subtree for its current frame.
    open func layoutIfNeeded() {
        UIView.performLayoutPass { layoutSubtree() }
    }

    private func layoutSubtree() {
        layoutSubviews()
        for v in subviews where !v.isHidden { v.layoutSubtree() }
    }

    /// Fixed sizes from constraints on this view alone (`widthAnchor.constraint(equalToConstant:)`).
    public var fixedSize: (width: CGFloat?, height: CGFloat?) {
        var w: CGFloat?
        var h: CGFloat?
        for c in constraintsInvolvingSelf
        where c.isActive && c.first === self && c.second == nil
            && c.relation == .equal && c.priority == .required
        {
            if c.firstAttribute == .width { w = c.constant }
            if c.firstAttribute == .height { h = c.constant }
        }
        if w == nil || h == nil, let ratio = aspectRatio {
            if let w0 = w, h == nil { h = w0 / ratio }
            if let h0 = h, w == nil { w = h0 * ratio }
        }
        return (w, h)
    }

    /// width / height from a `widthAnchor.constraint(equalTo: heightAnchor, multiplier:)` on this view.
    public var aspectRatio: CGFloat? {
        for c in constraintsInvolvingSelf
        where c.isActive && c.first === self && c.second === self
            && c.relation == .equal && c.priority == .required
        {
            if c.firstAttribute == .width && c.secondAttribute == .height { return c.multiplier }
            if c.firstAttribute == .height && c.secondAttribute == .width { return 1 / c.multiplier }
        }
        return nil
    }

    /// The frame of a descendant in this view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView) -> CGRect {
        var r = rect
        var v: UIView? = view
        while let cur = v, cur !== self {
            r = r.offsetBy(dx: cur.frame.x, dy: cur.frame.y)
            v = cur.superview
        }
        return r
    }

    // MARK: Painting

    /// Draws this view's own content (text, image, custom shapes) in its bounds. Subclasses override.
    open func draw(_ rect: CGRect, in canvas: Canvas) {}

    /// UIKit's drawing: an app's view draws its content here with Core Graphics (`UIGraphicsGetCurrentContext()`,
    /// `UIBezierPath`, `UIColor.setFill()`, `NSString.draw(at:withAttributes:)`), clipped to its bounds, over its
    /// background and under its subviews. Nothing by default.
    open func draw(_ rect: CGRect) {}
    /// Marks the content for drawing again (every render draws it).
    open func setNeedsDisplay() {}
    /// Marks part of the content for drawing again (every render draws it).
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// Draws over the subviews (not clipped). Subclasses override.
    open func drawOverlay(_ rect: CGRect, in canvas: Canvas) {}
    /// Paint this view's subtree into its own transparency group, so `drawOverlay` may erase parts of it.
    open var drawsOverlayInGroup: Bool { false }

    /// Paints the view and its subtree: shadow, background, content, subviews (clipped if asked), border.
    /// Subviews far outside the canvas are not drawn (long lists: a page of a whole transcript draws its own rows).
    /// Only for stacks of rows whose drawing stays within 64 pt of their frames.
    public var skipsOffscreenSubviews = false

    /// Called before the subviews of a view that `skipsOffscreenSubviews` are painted, with the part of it the canvas
    /// can show (in its own coordinates): a view that builds its subviews on demand builds them here.
    open func prepareSubviews(visible: CGRect) {}

    public func render(in canvas: Canvas) {
        guard !isHidden, alpha > 0 else { return }
        canvas.withState {
            canvas.translate(x: frame.x, y: frame.y)
            layer.applyTransform(to: canvas, size: frame.size)
            layer.applyMask(to: canvas)
            if alpha < 1 {
                canvas.withAlpha(alpha, within: paintedExtent()) { renderContents(in: canvas) }
            } else {
                renderContents(in: canvas)
            }
        }
    }

    /// Drawing is assumed to stay within this distance of each view's bounds (as for `skipsOffscreenSubviews`).
    nonisolated static let paintMargin = 64.0

    /// A rectangle in this view's coordinates that holds everything it and its subtree paint: each visible view's
    /// bounds grown by `paintMargin`, and shadows by their offset and blur. Transparency groups are limited to it.
    func paintedExtent() -> CGRect {
        let m = UIView.paintMargin
        let own = bounds.standardized  // a negative size still paints (a rounded rect from 0 to the size)
        var extent = own.insetBy(dx: -m, dy: -m)
        if layer.shadowOpacity > 0, layer.shadowColor != nil {
            let blur = 3 * max(layer.shadowRadius, 0) + m
            extent = extent.union(
                own.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                    .insetBy(dx: -blur, dy: -blur))
        }
        if !layer.masksToBounds {
            for v in subviews where !v.isHidden && v.alpha > 0 {
                extent = extent.union(v.paintedExtent().offsetBy(dx: v.frame.x, dy: v.frame.y))
            }
        }
        return extent
    }

    private func renderContents(in canvas: Canvas) {
        let b = bounds
        let radii = layer.cornerRadii(for: b.size)
        let shape = Path.roundedRect(b, radii: radii)
        if layer.shadowOpacity > 0, let sc = layer.shadowColor {
            let c = resolve(sc)
            canvas.shadow(
                of: layer.shadowPath?.canvasPath ?? shape,
                Shadow(
                    color: c.withAlpha(c.alpha * Double(layer.shadowOpacity)),
                    offset: CGPoint(x: layer.shadowOffset.width, y: layer.shadowOffset.height),
                    radius: layer.shadowRadius))
        }
        let body = {
            if let bg = self.backgroundColor ?? self.layer.backgroundColor {
                canvas.fill(shape, color: self.resolve(bg))
            }
            self.layer.drawContent(in: canvas, bounds: b, resolve: self.resolve)
            canvas.withState {
                if self.layer.masksToBounds { canvas.clip(to: shape) }
                self.draw(b, in: canvas)
                withGraphicsTarget(canvas, style: self.traitCollection.userInterfaceStyle, clip: b) { self.draw(b) }
                self.layer.renderSublayers(in: canvas, resolve: self.resolve)
                if self.skipsOffscreenSubviews { self.prepareSubviews(visible: canvas.clipBounds) }
                for v in self.subviews
                where !self.skipsOffscreenSubviews || canvas.mayShow(v.frame.insetBy(dx: -64, dy: -64)) {
                    v.render(in: canvas)
                }
            }
            self.drawOverlay(b, in: canvas)
        }
        // A view that cuts into what it drew (the avatar's presence notch) paints into its own group.
        if drawsOverlayInGroup { canvas.withAlpha(1, within: paintedExtent()) { body() } } else { body() }
        if layer.borderWidth > 0, let bc = layer.borderColor {
            canvas.strokeBorder(b, radii: radii, color: resolve(bc), lineWidth: layer.borderWidth)
        }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// Pins this view's edges to its superview's (plus insets).
    public func pin(to view: UIView, insets: UIEdgeInsets = .zero, _ file: StaticString = #fileID) {
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: insets.left, file),
            trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -insets.right, file),
            topAnchor.constraint(equalTo: view.topAnchor, constant: insets.top, file),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -insets.bottom, file)
        ])
    }

    /// Adds a subview pinned to all edges.
    public func embed(_ view: UIView, insets: UIEdgeInsets = .zero, _ file: StaticString = #fileID) {
        addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.pin(to: self, insets: insets, file)
    }

    /// Removes every constraint that mentions this view.
    public func removeAllConstraints() {
        for c in constraintsInvolvingSelf { c.isActive = false }
    }
}
