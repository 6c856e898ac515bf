/// A position and when and how well it was measured. `distance(from:)` is the geodesic distance on the WGS 84
/// ellipsoid (Vincenty's method), as the distance between two places on the Earth is.
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of `coordinate` in metres; negative when the coordinate is not valid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude` in metres; negative when the altitude is not valid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from true north; negative when unknown.
    public let course: CLLocationDirection
    /// The accuracy of `course` in degrees; negative when unknown.
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// Metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// The accuracy of `speed`; negative when unknown.
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When it was measured.
    public let timestamp: Date

    /// A location at a coordinate, measured now, at sea level, with no accuracy information.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
        timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// The distance in metres to another location along the surface of the WGS 84 ellipsoid.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        Geodesy.distance(coordinate, location.coordinate)
    }

    open override var description: String {
        let lat = String(format: "%+.8f", coordinate.latitude)
        let lon = String(format: "%+.8f", coordinate.longitude)
        return "<\(lat),\(lon)> +/- \(horizontalAccuracy)m (speed \(speed) mps / course \(course)) @ \(timestamp)"
    }
}
