import ChatCanvas
import CoreGraphics

/// The drawing environment a graphics renderer hands to its actions: `fill(_:)` and `stroke(_:)` paint with the
/// colours `UIColor.setFill()` / `setStroke()` chose (black until then), and `cgContext` draws anything else.
open class UIGraphicsRendererContext {
    /// The canvas the actions draw into.
    let canvas: Canvas
    /// The Core Graphics context of the actions (also `UIGraphicsGetCurrentContext()` while they run).
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(canvas: Canvas, format: UIGraphicsRendererFormat) {
        self.canvas = canvas
        self.rendererFormat = format
        cgContext = CGContext(canvas: canvas, style: UITraitCollection.current.userInterfaceStyle)
    }

    /// The format the renderer draws with.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Paints `rect` with the fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes the outline of `rect` with the stroke colour, one point wide, centred on the edge.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect, width: 1) }
    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
