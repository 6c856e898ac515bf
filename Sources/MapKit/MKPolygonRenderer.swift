import ChatCanvas

/// Draws an `MKPolygon`: filled with `fillColor`, outlined with `strokeColor`.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    public let polygon: MKPolygon

    /// A renderer for an overlay of the kind it draws (another kind draws nothing).
    public override init(overlay: any MKOverlay) {
        polygon = overlay as? MKPolygon ?? MKPolygon(mapPoints: [])
        super.init(overlay: overlay)
    }

    public convenience init(polygon: MKPolygon) { self.init(overlay: polygon) }

    override func path(in projection: MapProjection) -> Path? {
        Self.path(through: polygon.mapPoints, closed: true, in: projection)
    }
}
