/// A part of the map: the coordinate at its centre and its span in degrees.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    /// The region of no size at 0°, 0°.
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region around `center` that is `latitudinalMeters` tall and `longitudinalMeters` wide.
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let latitude = centerCoordinate.latitude * .pi / 180
        // Metres per degree on the WGS 84 ellipsoid at this latitude (the usual series expansion).
        let perDegreeLatitude = 111_132.954 - 559.822 * cos(2 * latitude) + 1.175 * cos(4 * latitude)
        let perDegreeLongitude = max(111_412.84 * cos(latitude) - 93.5 * cos(3 * latitude), 1e-9)
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / perDegreeLatitude,
                longitudeDelta: min(longitudinalMeters / perDegreeLongitude, 360)))
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
            span: MKCoordinateSpan(
                latitudeDelta: topLeft.latitude - bottomRight.latitude,
                longitudeDelta: rect.width / MKMapSize.world.width * 360))
    }
}
