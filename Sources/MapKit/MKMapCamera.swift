/// Where the map is seen from: a centre, a distance, a pitch and a heading. A map view's camera follows its
/// region; setting one moves the map's centre to the camera's (distance, pitch and heading are kept, not drawn:
/// chatshot draws the map from straight above, north up).
open class MKMapCamera: NSObject {
    open var centerCoordinate = CLLocationCoordinate2D()
    /// Metres from the centre to the eye.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// Degrees from straight down (kept).
    open var pitch: CGFloat = 0
    /// Degrees clockwise from north (kept).
    open var heading: CLLocationDirection = 0
    /// Metres above the ground.
    open var altitude: CLLocationDistance {
        get { centerCoordinateDistance }
        set { centerCoordinateDistance = newValue }
    }

    public override init() { super.init() }

    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
        pitch: CGFloat, heading: CLLocationDirection
    ) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }

    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D,
        fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
        eyeAltitude: CLLocationDistance
    ) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = eyeAltitude
    }
}
