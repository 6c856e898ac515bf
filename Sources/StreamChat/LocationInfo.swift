/// A point on the map to share in a message (`ChatChannelController.sendStaticLocation(_:)`).
public struct LocationInfo: Hashable, Sendable {
    /// The latitude in degrees.
    public var latitude: Double
    /// The longitude in degrees.
    public var longitude: Double

    /// A location from its coordinates.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
