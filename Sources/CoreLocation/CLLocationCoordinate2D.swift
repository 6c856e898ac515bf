/// A point on the Earth as a latitude and a longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (south is negative), -90 ... 90.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (west is negative), -180 ... 180.
    public var longitude: CLLocationDegrees

    /// The coordinate 0°, 0°.
    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is a place on the Earth: a latitude within ±90° and a longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

/// A coordinate from a latitude and a longitude.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A coordinate that is no place (`CLLocationCoordinate2DIsValid` is false for it).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
