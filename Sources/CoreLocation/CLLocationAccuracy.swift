/// The accuracy of a position in metres; a negative value means the position is not valid.
public typealias CLLocationAccuracy = Double

/// The best accuracy the hardware offers, with extra sensors while navigating.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the hardware offers.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Within about ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Within about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Within about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Within about three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The coarse accuracy an app gets when the user shares an approximate location.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
