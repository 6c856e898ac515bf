/// An annotation at a coordinate you set, with an optional title and subtitle.
open class MKPointAnnotation: MKShape {
    private var point = CLLocationCoordinate2D()

    /// Where the annotation is (0°, 0° until set).
    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }

    public override init() { super.init() }

    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}
