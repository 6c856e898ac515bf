import ChatCanvas
import CoreGraphics
import Foundation

/// A Core Graphics drawing context over a chatshot canvas: what `UIGraphicsGetCurrentContext()` returns inside a
/// view's `draw(_:)`, a layer's `draw(in:)` and an image renderer's actions. Paths, fills, strokes, clips,
/// transforms, gradients, shadows, line styles and alpha are drawn; blend modes, antialiasing and interpolation
/// settings are kept. Colours resolve in the appearance of the view being drawn.
open class CGContext {
    struct GraphicsState {
        var fillColor: UIColor = .black
        var strokeColor: UIColor = .black
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var alpha: CGFloat = 1
        var shadow: (offset: CGSize, blur: CGFloat, color: UIColor?)?
        var blendMode: CGBlendMode = .normal
    }

    let canvas: Canvas
    let style: UIUserInterfaceStyle
    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    private var path = CGMutablePath()

    init(canvas: Canvas, style: UIUserInterfaceStyle) {
        self.canvas = canvas
        self.style = style
    }

    private func color(_ c: UIColor) -> Color {
        let resolved = c.resolved(style)
        return state.alpha < 1 ? resolved.withAlpha(resolved.alpha * Double(max(0, state.alpha))) : resolved
    }

    // MARK: Graphics state

    /// Pushes the graphics state (colours, line style, alpha, shadow, transform and clip).
    open func saveGState() {
        savedStates.append(state)
        canvas.save()
    }
    /// Pops the graphics state saved last.
    open func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        canvas.restore()
    }
    /// Closes the saves left open (the caller's drawing ends).
    func restoreAll() { while !savedStates.isEmpty { restoreGState() } }

    open func setFillColor(_ color: CGColor) { state.fillColor = color }
    open func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    open func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    open func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    open func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = UIColor(white: gray, alpha: alpha) }
    open func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = UIColor(white: gray, alpha: alpha) }
    open func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    open func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    open func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    open func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Dashes for strokes: lengths of painted and skipped parts, in turn (an empty array: solid).
    open func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dash = Array(lengths.prefix(64))
        state.dashPhase = phase
    }
    /// The opacity everything is painted with, 0 to 1.
    open func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    /// A shadow under what is filled next (a third of black, as Core Graphics' default).
    open func setShadow(offset: CGSize, blur: CGFloat) {
        state.shadow = (offset, blur, UIColor(white: 0, alpha: 1.0 / 3))
    }
    /// A shadow under what is filled next; a nil colour turns shadows off.
    open func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color == nil ? nil : (offset, blur, color)
    }
    open func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    open func setShouldAntialias(_ shouldAntialias: Bool) {}
    open func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    open var interpolationQuality: CGInterpolationQuality = .default

    // MARK: Transform

    open func translateBy(x: CGFloat, y: CGFloat) { canvas.translate(x: Double(x), y: Double(y)) }
    open func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: Double(x), y: Double(y)) }
    open func rotate(by angle: CGFloat) { canvas.rotate(by: Double(angle)) }
    open func concatenate(_ t: CGAffineTransform) { canvas.concatenate(t.canvasTransform) }

    // MARK: Path

    /// Starts a new, empty path.
    open func beginPath() { path = CGMutablePath() }
    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    open func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    open func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    open func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open func addRect(_ rect: CGRect) { path.addRect(rect) }
    open func addRects(_ rects: [CGRect]) { path.addRects(rects) }
    open func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    open func addPath(_ other: CGPath) { path.addPath(other) }
    open func closePath() { path.closeSubpath() }
    open var isPathEmpty: Bool { path.isEmpty }
    open var currentPointOfPath: CGPoint { path.currentPoint }
    open var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }

    // MARK: Painting

    /// Fills the current path (then empties it).
    open func fillPath(using rule: CGPathFillRule = .winding) {
        fill(path.canvasPath, rule: rule)
        beginPath()
    }
    /// Strokes the current path with the line style (then empties it).
    open func strokePath() {
        stroke(path.canvasPath)
        beginPath()
    }
    /// Fills and/or strokes the current path (then empties it).
    open func drawPath(using mode: CGPathDrawingMode) {
        let shape = path.canvasPath
        switch mode {
        case .fill: fill(shape, rule: .winding)
        case .eoFill: fill(shape, rule: .evenOdd)
        case .stroke: stroke(shape)
        case .fillStroke:
            fill(shape, rule: .winding)
            stroke(shape)
        case .eoFillStroke:
            fill(shape, rule: .evenOdd)
            stroke(shape)
        }
        beginPath()
    }
    /// Limits later drawing to the current path's inside (then empties it).
    open func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: path.canvasPath, rule: rule == .evenOdd ? .evenOdd : .winding)
        beginPath()
    }
    open func clip(to rect: CGRect) { canvas.clip(to: rect) }
    open func clip(to rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects)
        canvas.clip(to: p.canvasPath, rule: .winding)
    }
    open func fill(_ rect: CGRect) { fill(Path.rect(rect), rule: .winding) }
    open func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    open func fillEllipse(in rect: CGRect) { fill(Path.ellipse(in: rect), rule: .winding) }
    open func stroke(_ rect: CGRect) { stroke(Path.rect(rect)) }
    open func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        state.lineWidth = width
        stroke(Path.rect(rect))
        state.lineWidth = saved
    }
    open func strokeEllipse(in rect: CGRect) { stroke(Path.ellipse(in: rect)) }
    /// Strokes a line between each pair of points.
    open func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        var index = 0
        while index + 1 < points.count {
            p.move(to: points[index])
            p.line(to: points[index + 1])
            index += 2
        }
        stroke(p)
    }
    /// Makes `rect` transparent.
    open func clear(_ rect: CGRect) { canvas.erase(Path.rect(rect)) }

    /// Paints a linear gradient across the clip, from `start` to `end`.
    open func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let extend = options.contains(.drawsBeforeStartLocation) || options.contains(.drawsAfterEndLocation)
        canvas.fill(
            Path.rect(canvas.clipBounds), linear: canvasGradient(gradient), from: start, to: end, extend: extend)
    }
    /// Paints a radial gradient across the clip, between two circles.
    open func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let extend = options.contains(.drawsBeforeStartLocation) || options.contains(.drawsAfterEndLocation)
        canvas.fill(
            Path.rect(canvas.clipBounds), radial: canvasGradient(gradient), startCenter: startCenter,
            startRadius: Double(startRadius), endCenter: endCenter, endRadius: Double(endRadius), extend: extend)
    }

    private func canvasGradient(_ gradient: CGGradient) -> Gradient {
        Gradient(stops: gradient.stops.map { (Double($0.location), color($0.color)) })
    }

    /// Fills a canvas path with the fill colour, its shadow first.
    func fill(_ shape: Path, rule: CGPathFillRule) {
        let canvasRule: FillRule = rule == .evenOdd ? .evenOdd : .winding
        if let shadow = state.shadow, let shadowColor = shadow.color {
            canvas.shadow(
                of: shape,
                Shadow(
                    color: color(shadowColor), offset: CGPoint(x: shadow.offset.width, y: shadow.offset.height),
                    radius: Double(shadow.blur) / 2))
        }
        canvas.fill(shape, color: color(state.fillColor), rule: canvasRule)
    }

    /// Strokes a canvas path with the stroke colour and line style.
    func stroke(_ shape: Path) {
        let cap: LineCap
        switch state.lineCap {
        case .butt: cap = .butt
        case .round: cap = .round
        case .square: cap = .square
        }
        let join: LineJoin
        switch state.lineJoin {
        case .miter: join = .miter
        case .round: join = .round
        case .bevel: join = .bevel
        }
        canvas.stroke(
            shape, color: color(state.strokeColor), lineWidth: Double(state.lineWidth), cap: cap, join: join,
            dash: state.dash.map { Double($0) })
    }
}

extension CGAffineTransform {
    /// The transform as ChatCanvas applies it.
    var canvasTransform: CanvasTransform {
        CanvasTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}
