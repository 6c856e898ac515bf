/// Whether the app may use the device's location. A still render has no user to ask: a location manager
/// reports `.notDetermined`.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// The device does not allow location services for this app.
    case restricted = 1
    /// The user said no, or location services are off.
    case denied = 2
    /// The app may use the location at any time.
    case authorizedAlways = 3
    /// The app may use the location while it is in use.
    case authorizedWhenInUse = 4
}
