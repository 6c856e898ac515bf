import ChatCanvas
import CoreGraphics

/// The drawing environment a graphics renderer hands to its actions: `fill(_:)` and `stroke(_:)` paint with the
/// colours `UIColor.setFill()` / `setStroke()` chose (black until then). `cgContext` is not provided: chatshot has no
/// Core Graphics drawing.
open class UIGraphicsRendererContext {
    /// The canvas the actions draw into.
    let canvas: Canvas
    /// The colour `fill(_:)` paints with.
    var fillColor: UIColor = .black
    /// The colour `stroke(_:)` paints with.
    var strokeColor: UIColor = .black
    /// The style colours resolve in.
    let style: UIUserInterfaceStyle
    private let rendererFormat: UIGraphicsRendererFormat

    init(canvas: Canvas, format: UIGraphicsRendererFormat) {
        self.canvas = canvas
        self.rendererFormat = format
        style = UITraitCollection.current.userInterfaceStyle
    }

    /// The format the renderer draws with.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Paints `rect` with the fill colour.
    open func fill(_ rect: CGRect) { canvas.fill(rect, color: fillColor.resolved(style)) }
    /// Strokes the outline of `rect` with the stroke colour, one point wide, centred on the edge.
    open func stroke(_ rect: CGRect) {
        canvas.stroke(Path.roundedRect(rect, radii: .zero), color: strokeColor.resolved(style), lineWidth: 1)
    }
    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) { canvas.clip(to: rect) }

    /// The context the innermost running renderer draws into on this thread.
    static var current: UIGraphicsRendererContext? { RenderThread.current.graphicsContexts.last }
}
