/// An annotation that covers an area of the map (a line, a circle, a polygon): the map asks its delegate for a
/// renderer (`mapView(_:rendererFor:)`) and draws the path renderers' lines and fills.
public protocol MKOverlay: MKAnnotation {
    /// The flat-map rectangle that holds the overlay.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay meets a rectangle (by default, its bounding rectangle does).
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay hides the map under it (kept; chatshot still draws the map).
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    public var canReplaceMapContent: Bool { false }
}
