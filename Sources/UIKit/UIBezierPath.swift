import ChatCanvas
import CoreGraphics
import Foundation

/// A path with its own line style (UIKit's `UIBezierPath`), drawn into the current context by `fill()` and
/// `stroke()` with the context's fill and stroke colours (`UIColor.setFill()`, `setStroke()`). Arcs turn clockwise on
/// screen when `clockwise` is true, as in UIKit.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The path's line width (1 by default).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` uses the even-odd rule (else non-zero winding).
    open var usesEvenOddFillRule = false
    private var dash: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }
    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }
    /// The ellipse that fits in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }
    /// A rectangle with circular corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }
    /// A rectangle with the given corners rounded.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        func corner(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
        let (tl, tr, br, bl) = (corner(.topLeft), corner(.topRight), corner(.bottomRight), corner(.bottomLeft))
        move(to: CGPoint(x: r.minX + tl, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            addArc(
                withCenter: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0,
                clockwise: true)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            addArc(
                withCenter: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2,
                clockwise: true)
        }
        addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            addArc(
                withCenter: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi,
                clockwise: true)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            addArc(
                withCenter: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 1.5 * .pi,
                clockwise: true)
        }
        close()
    }
    /// An arc of a circle (angles in radians from the x axis, turning clockwise on screen when `clockwise`).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A path with a Core Graphics path's steps.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as Core Graphics sees it (a copy).
    open var cgPath: CGPath {
        get { CGPath(segments: path.segments) }
        set { path = CGMutablePath(segments: newValue.segments) }
    }
    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.boundingBoxOfPath }
    open var currentPoint: CGPoint { path.currentPoint }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // UIKit's clockwise is on screen (y down): Core Graphics' opposite sense.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Moves every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }
    /// The path drawn backwards (kept as it is: drawing a reversed path looks the same).
    open func reversing() -> UIBezierPath { UIBezierPath(cgPath: path) }

    /// Dashes for `stroke()`: lengths of painted and skipped parts, in turn.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = pattern.map { p in (0..<min(max(count, 0), 64)).map { p[$0] } } ?? []
        dashPhase = phase
    }

    /// Fills the path with the current context's fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(path.canvasPath, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Fills the path with an opacity (the blend mode is kept: normal).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(context.state.alpha * alpha)
        fill()
        context.restoreGState()
    }
    /// Strokes the path with the current context's stroke colour and this path's line style.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setLineDash(phase: dashPhase, lengths: dash)
        context.stroke(path.canvasPath)
        context.restoreGState()
    }
    /// Strokes the path with an opacity (the blend mode is kept: normal).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(context.state.alpha * alpha)
        stroke()
        context.restoreGState()
    }
    /// Limits later drawing in the current context to the path's inside.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.canvas.clip(to: path.canvasPath, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// The corners of a rectangle (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
