/// A direction in degrees clockwise from true north (0 ..< 360); negative when unknown.
public typealias CLLocationDirection = Double

/// The accuracy of a direction in degrees; negative when unknown.
public typealias CLLocationDirectionAccuracy = Double
