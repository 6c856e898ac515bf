import ChatCanvas
import CoreGraphics
import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled with `fillColor` by `fillRule`, then
/// stroked with `strokeColor` in its line style, only the part from `strokeStart` to `strokeEnd` (fractions of the
/// path's length). As a `mask`, its path is the shape that shows.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath?
    /// The fill (black by default; nil: no fill).
    open var fillColor: CGColor? = .black
    /// How the inside of the path is decided.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The outline's colour (nil by default: no outline).
    open var strokeColor: CGColor?
    /// Where the outline starts, as a fraction of the path's length.
    open var strokeStart: CGFloat = 0
    /// Where the outline ends, as a fraction of the path's length.
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// Lengths of painted and skipped parts of the outline, in turn (nil: solid).
    open var lineDashPattern: [NSNumber]?

    override var maskShape: Path { path?.canvasPath ?? Path() }
    override var maskFillRule: FillRule { fillRule == .evenOdd ? .evenOdd : .winding }

    override func drawContent(in canvas: Canvas, bounds: CGRect, resolve: (UIColor) -> Color) {
        guard let path, !path.isEmpty else { return }
        let shape = path.canvasPath
        if let fillColor { canvas.fill(shape, color: resolve(fillColor), rule: maskFillRule) }
        guard let strokeColor, lineWidth > 0 else { return }
        let start = min(max(strokeStart, 0), 1)
        let end = min(max(strokeEnd, 0), 1)
        guard end > start else { return }
        var dash = (lineDashPattern ?? []).prefix(64).map { $0.doubleValue }
        var offset = Double(lineDashPhase)
        if start > 0 || end < 1 {
            // A part of the outline: one dash as long as the part, after a gap as long as what comes before it.
            let length = shape.length
            dash = [Double(end - start) * length, length + 1]
            offset = -Double(start) * length
        }
        canvas.stroke(
            shape, color: resolve(strokeColor), lineWidth: Double(lineWidth), cap: lineCap.canvasCap,
            join: lineJoin.canvasJoin, dash: dash, dashOffset: offset)
    }
}

/// How a shape layer decides the inside of its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's lines end.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var canvasCap: LineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How a shape layer's lines meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var canvasJoin: LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
