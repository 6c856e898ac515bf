/// A point of the flat map: the Web-Mercator projection of the Earth onto a square of `MKMapSize.world`
/// (2²⁸ map points a side), x growing east from the antimeridian and y growing south from about 85° north.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    /// The point 0, 0 (the north-west corner of the world).
    public init() {
        x = 0
        y = 0
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The projection of a coordinate; latitudes beyond ±85.05° (the edges of the square) are clamped.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let side = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.051_128_78), 85.051_128_78) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * side
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * side
    }

    /// The coordinate this point projects.
    public var coordinate: CLLocationCoordinate2D {
        let side = MKMapSize.world.width
        let latitude = atan(sinh(.pi * (1 - 2 * y / side))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: x / side * 360 - 180)
    }

    /// The distance in metres to another point, along the Earth's surface.
    public func distance(to point: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: point.coordinate.latitude, longitude: point.coordinate.longitude))
    }
}

/// How many map points make a metre at a latitude.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// How many metres one map point covers at a latitude.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let clamped = min(max(latitude, -85.051_128_78), 85.051_128_78)
    return 40_075_016.686 * cos(clamped * .pi / 180) / MKMapSize.world.width
}
