/// A line through a series of points, drawn by an `MKPolylineRenderer`.
open class MKPolyline: MKMultiPoint, MKOverlay {
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: (0..<count).map { MKMapPoint(coords[$0]) })
    }

    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
    }

    open var boundingMapRect: MKMapRect { bounds }
}
