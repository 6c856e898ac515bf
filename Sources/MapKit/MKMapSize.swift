/// A size on the flat map, in map points.
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double

    public init() {
        width = 0
        height = 0
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole world: 2²⁸ map points a side.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}
