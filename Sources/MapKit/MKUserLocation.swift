/// The device's own location as an annotation (`MKMapView.userLocation`). With no GPS its `location` is `nil`
/// unless the app's code sets it (chatshot lets it be set, so a picture can show the blue dot); the map draws the
/// dot when `showsUserLocation` is on and a location is known.
open class MKUserLocation: NSObject, MKAnnotation {
    /// The location shown; `nil` until set.
    open var location: CLLocation?
    /// The heading, never measured here.
    open var heading: Any? { nil }
    /// Whether the location is being updated: `false` (nothing updates it).
    open var isUpdating: Bool { false }
    /// The callout's title (MapKit's default is the localised "My Location").
    open var title: String? = "My Location"
    open var subtitle: String?

    /// The location's coordinate, or `kCLLocationCoordinate2DInvalid` while it is unknown.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }

    public override init() { super.init() }
}
