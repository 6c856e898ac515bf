/// The kind of map shown. chatshot draws one offline map for every type.
public enum MKMapType: UInt, Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
}
