extension MKMapSnapshotter {
    /// What a snapshot shows: a region (or map rectangle), a size in points and a trait collection (light or
    /// dark, display scale). The map type, camera, buildings and points of interest are kept.
    open class Options: NSObject {
        /// The region shown; until set, the contiguous United States (as a map view).
        open var region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 39.5, longitude: -98.35),
            span: MKCoordinateSpan(latitudeDelta: 40, longitudeDelta: 60))
        /// The picture's size in points: 256 × 256 until set.
        open var size = CGSize(width: 256, height: 256)
        /// The style and display scale of the picture: the current traits when the options were made.
        open var traitCollection = UITraitCollection.current
        /// Kept.
        open var mapType: MKMapType = .standard
        /// Kept.
        open var showsBuildings = true
        /// Kept.
        open var showsPointsOfInterest = true

        /// The flat-map rectangle shown; setting it sets `region`.
        open var mapRect: MKMapRect {
            get { MapProjection(region: region, size: size).visibleMapRect }
            set { region = MKCoordinateRegion(newValue) }
        }

        public override init() { super.init() }

        func duplicate() -> Options {
            let copy = Options()
            copy.region = region
            copy.size = size
            copy.traitCollection = traitCollection
            copy.mapType = mapType
            copy.showsBuildings = showsBuildings
            copy.showsPointsOfInterest = showsPointsOfInterest
            return copy
        }
    }
}
