/// A thing placed on a map at a coordinate, with MapKit's requirements; `title` and `subtitle` are optional (the
/// extension answers `nil`). A map view asks its delegate for the view that shows each one.
public protocol MKAnnotation: AnyObject {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// A title for a callout (chatshot draws no callouts).
    var title: String? { get }
    /// A subtitle for a callout.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}
