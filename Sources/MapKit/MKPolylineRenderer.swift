import ChatCanvas

/// Draws an `MKPolyline` with the renderer's stroke colour and line width.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    public let polyline: MKPolyline

    /// A renderer for an overlay of the kind it draws (another kind draws nothing).
    public override init(overlay: any MKOverlay) {
        polyline = overlay as? MKPolyline ?? MKPolyline(mapPoints: [])
        super.init(overlay: overlay)
    }

    public convenience init(polyline: MKPolyline) { self.init(overlay: polyline) }

    override var isClosed: Bool { false }

    override func path(in projection: MapProjection) -> Path? {
        Self.path(through: polyline.mapPoints, closed: false, in: projection)
    }
}
