/// A distance in metres.
public typealias CLLocationDistance = Double

/// The `distanceFilter` value that asks for every movement to be reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
