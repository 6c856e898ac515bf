import ChatCanvas
import CoreGraphics

/// A Core Animation layer. A view's own layer carries the visual properties chatshot paints for the view (rounded
/// corners per corner, border, shadow, clipping; its `backgroundColor` when the view has none). Layers added to it
/// (`addSublayer`, `insertSublayer`) form a tree that is drawn: each sublayer paints its shadow, background, corner
/// radius, border and opacity at its `frame`, in order, above the view's own content and under its subviews.
/// Colours are `UIColor`s (`UIColor.cgColor` returns the colour itself). A layer also draws its `shadowPath`, its
/// `mask` (the mask's path for a shape layer, else its frame), the 2-D part of its `transform` about its anchor
/// point, and what its `draw(in:)` draws; `CAShapeLayer` and `CAGradientLayer` draw their content.
open class CALayer {
    public var cornerRadius: CGFloat = 0
    public var maskedCorners: CACornerMask = .all
    public var borderWidth: CGFloat = 0
    public var borderColor: UIColor?
    public var shadowColor: UIColor? = .black
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    public var masksToBounds = false
    /// The fill behind the layer's content (a view's own layer: drawn when the view has no `backgroundColor`).
    open var backgroundColor: UIColor?
    /// The layer's opacity, 0 to 1 (drawn for sublayers).
    open var opacity: Float = 1
    /// Whether the layer is hidden (drawn for sublayers).
    open var isHidden = false
    /// The layer's size, in its own coordinates (only the size is drawn).
    open var bounds: CGRect = .zero
    /// Where the layer's `anchorPoint` lies in its superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The point of the bounds, in unit coordinates, that `position` places; the centre by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's rectangle in its superlayer's coordinates, from `position`, `anchorPoint` and `bounds`.
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
    /// The layer this one was added to.
    open private(set) weak var superlayer: CALayer?
    private var sublayerList: [CALayer] = []
    /// The layers added to this one, back to front; `nil` when there are none, as in Core Animation.
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.superlayer = nil }
            sublayerList = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The shape of the shadow when set (else the layer's rounded rectangle), in the layer's coordinates.
    open var shadowPath: CGPath?
    /// A layer whose shape limits what this layer draws: a shape layer's path, else the mask's frame with its
    /// corner radius (in this layer's coordinates).
    open var mask: CALayer?
    /// The layer's transform about its anchor point (its 2-D part is drawn).
    open var transform: CATransform3D = CATransform3DIdentity
    /// The scale the layer's content is drawn at (kept: chatshot draws at the canvas' scale).
    open var contentsScale: CGFloat = 1
    /// Whether the content is drawn again when the bounds change (kept: every render draws it).
    open var needsDisplayOnBoundsChange = false
    /// A name for the layer.
    open var name: String?
    /// An image the layer shows (kept).
    open var contents: Any?

    /// A layer with no size at the origin.
    public required init() {}
    /// A copy of another layer for presentation (Core Animation's; here a new layer).
    public required convenience init(layer: Any) { self.init() }

    /// The 2-D part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` to a 2-D transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Draws the layer's content with Core Graphics (the context's coordinates are the layer's bounds). Nothing by
    /// default; subclasses override.
    open func draw(in ctx: CGContext) {}
    /// Marks the content for drawing (every render draws it).
    open func setNeedsDisplay() {}
    /// Marks the layout for updating (every render lays out).
    open func setNeedsLayout() {}
    /// Lays the sublayers out (nothing by default).
    open func layoutSublayers() {}

    /// Appends `layer` to the sublayers (it leaves its old superlayer first).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerList.count)) }
    /// Inserts `layer` among the sublayers at `idx` (clamped to the sublayers' range).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        sublayerList.insert(layer, at: min(Int(idx), sublayerList.count))
        layer.superlayer = self
    }
    /// Inserts `layer` just below `sibling`; on top when `sibling` is not a sublayer (a subview's layer: the
    /// sublayers are drawn under every subview anyway).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerList.firstIndex { $0 === s } } ?? sublayerList.count
        insertSublayer(layer, at: UInt32(index))
    }
    /// Inserts `layer` just above `sibling`; on top when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerList.firstIndex { $0 === s } }.map { $0 + 1 } ?? sublayerList.count
        insertSublayer(layer, at: UInt32(index))
    }
    /// Detaches the layer (and its sublayers) from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList.removeAll { $0 === self }
        superlayer = nil
    }

    /// The radius of each corner for a rectangle of the given size (clamped to half the shorter side).
    public func cornerRadii(for size: CGSize) -> CornerRadii {
        let r = min(cornerRadius, min(size.width, size.height) / 2)
        return CornerRadii(
            topLeft: maskedCorners.contains(.layerMinXMinYCorner) ? r : 0,
            topRight: maskedCorners.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: maskedCorners.contains(.layerMaxXMaxYCorner) ? r : 0,
            bottomLeft: maskedCorners.contains(.layerMinXMaxYCorner) ? r : 0)
    }

    /// Paints the sublayers in order, in this layer's coordinates, colours resolved by `resolve`.
    func renderSublayers(in canvas: Canvas, resolve: (UIColor) -> Color) {
        for layer in sublayerList { layer.render(in: canvas, resolve: resolve) }
    }

    /// Paints this layer at its frame: shadow, background, content, sublayers (clipped if `masksToBounds`), border.
    private func render(in canvas: Canvas, resolve: (UIColor) -> Color) {
        guard !isHidden, opacity > 0 else { return }
        let origin = frame.origin
        let b = CGRect(origin: .zero, size: bounds.size)
        let radii = cornerRadii(for: b.size)
        let shape = Path.roundedRect(b, radii: radii)
        func body() {
            if shadowOpacity > 0, let sc = shadowColor {
                let c = resolve(sc)
                canvas.shadow(
                    of: shadowPath?.canvasPath ?? shape,
                    Shadow(
                        color: c.withAlpha(c.alpha * Double(shadowOpacity)),
                        offset: CGPoint(x: shadowOffset.width, y: shadowOffset.height),
                        radius: shadowRadius))
            }
            if let bg = backgroundColor { canvas.fill(shape, color: resolve(bg)) }
            drawContent(in: canvas, bounds: b, resolve: resolve)
            canvas.withState {
                if masksToBounds { canvas.clip(to: shape) }
                renderSublayers(in: canvas, resolve: resolve)
            }
            if borderWidth > 0, let bc = borderColor {
                canvas.strokeBorder(b, radii: radii, color: resolve(bc), lineWidth: borderWidth)
            }
        }
        canvas.withState {
            canvas.translate(x: origin.x, y: origin.y)
            applyTransform(to: canvas, size: b.size)
            applyMask(to: canvas)
            if opacity < 1 {
                let m = UIView.paintMargin + 3 * max(shadowRadius, 0)
                canvas.withAlpha(Double(opacity), within: b.insetBy(dx: -m, dy: -m)) { body() }
            } else {
                body()
            }
        }
    }

    /// Turns the canvas (at the layer's origin) by the 2-D part of `transform`, about the anchor point.
    func applyTransform(to canvas: Canvas, size: CGSize) {
        guard transform != CATransform3DIdentity else { return }
        let ax = anchorPoint.x * size.width
        let ay = anchorPoint.y * size.height
        canvas.translate(x: Double(ax), y: Double(ay))
        canvas.concatenate(affineTransform().canvasTransform)
        canvas.translate(x: Double(-ax), y: Double(-ay))
    }

    /// Limits drawing (in this layer's coordinates) to the mask's shape.
    func applyMask(to canvas: Canvas) {
        guard let mask, !mask.isHidden else { return }
        canvas.translate(x: Double(mask.frame.minX), y: Double(mask.frame.minY))
        canvas.clip(to: mask.maskShape, rule: mask.maskFillRule)
        canvas.translate(x: Double(-mask.frame.minX), y: Double(-mask.frame.minY))
    }

    /// The shape this layer cuts out as a mask, in its own coordinates (its rounded rectangle).
    var maskShape: Path {
        Path.roundedRect(CGRect(origin: .zero, size: bounds.size), radii: cornerRadii(for: bounds.size))
    }
    /// The fill rule of `maskShape`.
    var maskFillRule: FillRule { .winding }

    /// Draws the layer's own content in its bounds: what an app's subclass draws in `draw(in:)` (shape and
    /// gradient layers draw theirs).
    func drawContent(in canvas: Canvas, bounds: CGRect, resolve: (UIColor) -> Color) {
        guard type(of: self) != CALayer.self else { return }
        withGraphicsTarget(canvas, style: RenderThread.current.traits.userInterfaceStyle, clip: bounds) {
            if let context = UIGraphicsGetCurrentContext() { draw(in: context) }
        }
    }
}
