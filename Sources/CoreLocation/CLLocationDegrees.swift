/// A latitude or longitude in degrees (WGS 84): north and east are positive.
public typealias CLLocationDegrees = Double
