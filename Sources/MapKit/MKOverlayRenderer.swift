import ChatCanvas

/// Draws an overlay. This base draws nothing (an app's subclass drawing into a Core Graphics context is not
/// called); the path renderers (`MKPolylineRenderer`, `MKPolygonRenderer`, `MKCircleRenderer`) draw their shape.
open class MKOverlayRenderer: NSObject {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// The opacity of the whole drawing.
    open var alpha: CGFloat = 1
    /// Kept.
    open var contentScaleFactor: CGFloat = 1

    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// Kept; nothing is redrawn later.
    open func setNeedsDisplay() {}

    /// Draws the overlay in a map view's projection; nothing here.
    func draw(in canvas: Canvas, projection: MapProjection, style: UIUserInterfaceStyle) {}
}
