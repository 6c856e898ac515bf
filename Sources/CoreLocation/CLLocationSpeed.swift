/// A speed in metres per second; negative when unknown.
public typealias CLLocationSpeed = Double

/// The accuracy of a speed in metres per second; negative when unknown.
public typealias CLLocationSpeedAccuracy = Double
