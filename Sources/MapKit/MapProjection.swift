/// Where a region of the Web-Mercator map falls in a view of a size: the region's centre at the view's centre,
/// scaled so that the whole region fits (the view's aspect ratio shows more of the other direction), at most at
/// MapKit's closest zoom (2 points a map point).
struct MapProjection {
    var center: MKMapPoint
    /// Points per map point.
    var scale: Double
    var size: CGSize

    static let maximumScale = 2.0

    init(region: MKCoordinateRegion, size: CGSize) {
        self.size = size
        center = MKMapPoint(region.center)
        let world = MKMapSize.world.width
        let width = max(region.span.longitudeDelta, 0) / 360 * world
        let halfHeight = max(region.span.latitudeDelta, 0) / 2
        let north = MKMapPoint(
            CLLocationCoordinate2D(latitude: region.center.latitude + halfHeight, longitude: region.center.longitude))
        let south = MKMapPoint(
            CLLocationCoordinate2D(latitude: region.center.latitude - halfHeight, longitude: region.center.longitude))
        let height = abs(south.y - north.y)
        var fit = Self.maximumScale
        if width > 0 { fit = min(fit, size.width / width) }
        if height > 0 { fit = min(fit, size.height / height) }
        scale = max(fit, 1e-9)
    }

    /// The point of a coordinate in the view (the nearer copy of the world across the antimeridian).
    func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { point(for: MKMapPoint(coordinate)) }

    func point(for mapPoint: MKMapPoint) -> CGPoint {
        let world = MKMapSize.world.width
        var dx = mapPoint.x - center.x
        if dx > world / 2 { dx -= world } else if dx < -world / 2 { dx += world }
        return CGPoint(x: size.width / 2 + dx * scale, y: size.height / 2 + (mapPoint.y - center.y) * scale)
    }

    /// The map point under a point of the view (x may leave the world's square: it repeats east and west).
    func mapPoint(at point: CGPoint) -> MKMapPoint {
        MKMapPoint(x: center.x + (point.x - size.width / 2) / scale, y: center.y + (point.y - size.height / 2) / scale)
    }

    /// The coordinate under a point of the view, its longitude within ±180°.
    func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        var mp = mapPoint(at: point)
        mp.x = mp.x.truncatingRemainder(dividingBy: world)
        if mp.x < 0 { mp.x += world }
        return mp.coordinate
    }

    /// The part of the map the view shows.
    var visibleMapRect: MKMapRect {
        let origin = mapPoint(at: .zero)
        return MKMapRect(x: origin.x, y: origin.y, width: size.width / scale, height: size.height / scale)
    }
}
