/// A circle of a radius in metres around a coordinate, drawn by an `MKCircleRenderer`.
open class MKCircle: MKShape, MKOverlay {
    private let center: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance

    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        self.radius = radius
        super.init()
    }

    /// The circle that fills a map rectangle's shorter side.
    public convenience init(mapRect: MKMapRect) {
        let middle = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let radius = min(mapRect.width, mapRect.height) / 2 * MKMetersPerMapPointAtLatitude(middle.coordinate.latitude)
        self.init(center: middle.coordinate, radius: radius)
    }

    open override var coordinate: CLLocationCoordinate2D { center }

    open var boundingMapRect: MKMapRect {
        let middle = MKMapPoint(center)
        let half = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
        return MKMapRect(x: middle.x - half, y: middle.y - half, width: half * 2, height: half * 2)
    }
}
