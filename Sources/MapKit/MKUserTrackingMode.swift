/// Whether the map follows the user's location: with a location known, `.follow` and `.followWithHeading` centre
/// the map on it.
public enum MKUserTrackingMode: Int, Sendable {
    case none = 0
    case follow = 1
    case followWithHeading = 2
}
