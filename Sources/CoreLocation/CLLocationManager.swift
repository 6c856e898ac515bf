/// Core Location's manager, inert: a still picture has no GPS and no user to ask. Its settings are kept,
/// `authorizationStatus` is `.notDetermined`, requests and updates start nothing, and the delegate is never called
/// (no location, heading or error arrives); `location` stays `nil`.
open class CLLocationManager: NSObject {
    /// The object told about locations and authorization (held weakly, as in Core Location). Never called here.
    open weak var delegate: (any CLLocationManagerDelegate)?

    /// Whether the app may use the location: `.notDetermined` (nobody is asked in a still render).
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// Whether the user shares a precise location: `.fullAccuracy`.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// The most recent location: `nil`, since none is ever measured.
    open var location: CLLocation? { nil }

    /// Kept; changes nothing.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// Kept; changes nothing.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Kept; changes nothing.
    open var activityType: CLActivityType = .other
    /// Kept; changes nothing.
    open var allowsBackgroundLocationUpdates = false
    /// Kept; changes nothing.
    open var pausesLocationUpdatesAutomatically = true
    /// Kept; changes nothing.
    open var showsBackgroundLocationIndicator = false
    /// Kept; changes nothing.
    open var headingFilter: CLLocationDegrees = 1

    public override init() { super.init() }

    /// The app-wide status (Core Location's older spelling): `.notDetermined`.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// Whether the device has location services on: `true`, so an app goes on to ask for authorization.
    open class func locationServicesEnabled() -> Bool { true }
    /// Whether the device can report its heading: `false`.
    open class func headingAvailable() -> Bool { false }
    /// Whether significant-change updates are available: `false`.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// Asks nobody; the status stays `.notDetermined` and the delegate is not called.
    open func requestWhenInUseAuthorization() {}
    /// Asks nobody; the status stays `.notDetermined` and the delegate is not called.
    open func requestAlwaysAuthorization() {}
    /// Asks nobody for full accuracy; the completion is not called.
    open func requestTemporaryFullAccuracyAuthorization(
        withPurposeKey purposeKey: String, completion: (((any Error)?) -> Void)? = nil
    ) {}
    /// Measures nothing: no location arrives.
    open func requestLocation() {}
    /// Starts nothing: no location arrives.
    open func startUpdatingLocation() {}
    /// Stops nothing.
    open func stopUpdatingLocation() {}
    /// Starts nothing: no heading arrives.
    open func startUpdatingHeading() {}
    /// Stops nothing.
    open func stopUpdatingHeading() {}
    /// Starts nothing.
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops nothing.
    open func stopMonitoringSignificantLocationChanges() {}
}
