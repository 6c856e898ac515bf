/// A place's description (name, street, city, country). chatshot's geocoder finds none offline; an app's code may
/// still make one (`CLPlacemark(placemark:)` copies another).
open class CLPlacemark: NSObject, @unchecked Sendable {
    open private(set) var location: CLLocation?
    open private(set) var name: String?
    open private(set) var thoroughfare: String?
    open private(set) var subThoroughfare: String?
    open private(set) var locality: String?
    open private(set) var subLocality: String?
    open private(set) var administrativeArea: String?
    open private(set) var subAdministrativeArea: String?
    open private(set) var postalCode: String?
    open private(set) var isoCountryCode: String?
    open private(set) var country: String?
    open private(set) var inlandWater: String?
    open private(set) var ocean: String?
    open private(set) var areasOfInterest: [String]?
    open private(set) var timeZone: TimeZone?

    /// A copy of another placemark.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        inlandWater = placemark.inlandWater
        ocean = placemark.ocean
        areasOfInterest = placemark.areasOfInterest
        timeZone = placemark.timeZone
        super.init()
    }
}
