import ChatCanvas

/// Draws an `MKCircle`: filled with `fillColor`, outlined with `strokeColor`, its radius in metres at the map's
/// scale.
open class MKCircleRenderer: MKOverlayPathRenderer {
    public let circle: MKCircle

    /// A renderer for an overlay of the kind it draws (another kind draws nothing).
    public override init(overlay: any MKOverlay) {
        circle = overlay as? MKCircle ?? MKCircle(center: kCLLocationCoordinate2DInvalid, radius: 0)
        super.init(overlay: overlay)
    }

    public convenience init(circle: MKCircle) { self.init(overlay: circle) }

    override func path(in projection: MapProjection) -> Path? {
        let center = projection.point(for: circle.coordinate)
        let radius = circle.radius * MKMapPointsPerMeterAtLatitude(circle.coordinate.latitude) * projection.scale
        guard radius.isFinite, radius > 0 else { return nil }
        return Path.ellipse(
            in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }
}
