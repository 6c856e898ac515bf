/// Turns coordinates into addresses and back — with a server, which a still render has not: every request
/// completes at once with no placemark and `CLError(.network)`, as Core Location does offline.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// The completion handler's type: placemarks, or an error.
    public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

    /// Whether a request is running: `false` (requests complete at once).
    open var isGeocoding: Bool { false }

    public override init() { super.init() }

    /// Completes at once with `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Completes at once with `CLError(.network)`.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        completionHandler(nil, CLError(.network))
    }

    /// Throws `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Completes at once with `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Throws `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Nothing is running.
    open func cancelGeocode() {}
}
