/// The base of MapKit's ready-made annotations: a title and a subtitle. Subclasses give the coordinate.
open class MKShape: NSObject, MKAnnotation {
    open var title: String?
    open var subtitle: String?
    /// A shape's coordinate; `kCLLocationCoordinate2DInvalid` here (subclasses override it).
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }

    public override init() { super.init() }
}
