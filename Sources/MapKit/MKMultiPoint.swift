/// The base of shapes made of a series of points (`MKPolyline`, `MKPolygon`), kept as flat-map points.
open class MKMultiPoint: MKShape {
    private let storage: UnsafeMutablePointer<MKMapPoint>
    /// How many points the shape has.
    public let pointCount: Int

    init(mapPoints: [MKMapPoint]) {
        pointCount = mapPoints.count
        storage = .allocate(capacity: max(mapPoints.count, 1))
        storage.initialize(from: mapPoints, count: mapPoints.count)
        super.init()
    }

    deinit {
        storage.deinitialize(count: pointCount)
        storage.deallocate()
    }

    /// The points, `pointCount` of them (owned by the shape).
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    /// Copies the coordinates of the points in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for index in 0..<range.length where range.location + index < pointCount {
            coords[index] = storage[range.location + index].coordinate
        }
    }

    var mapPoints: [MKMapPoint] { Array(UnsafeBufferPointer(start: storage, count: pointCount)) }

    var bounds: MKMapRect {
        mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(x: $1.x, y: $1.y, width: 0, height: 0)) }
    }

    /// The centre of the points' bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        let rect = bounds
        return rect.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}
