import CoreLocation
import XCTest

/// The location manager is inert: a still picture has no GPS and nobody to ask.
final class CLLocationManagerTests: XCTestCase {
    private final class Recorder: NSObject, CLLocationManagerDelegate {
        var calls: [String] = []
        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { calls.append("authorization") }
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            calls.append("locations")
        }
        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            calls.append("error")
        }
    }

    func testItNeverDeliversALocation() {
        let manager = CLLocationManager()
        let recorder = Recorder()
        manager.delegate = recorder
        manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
        manager.allowsBackgroundLocationUpdates = true
        XCTAssertEqual(manager.authorizationStatus, .notDetermined)
        XCTAssertEqual(CLLocationManager.authorizationStatus(), .notDetermined)
        manager.requestWhenInUseAuthorization()
        manager.requestLocation()
        manager.startUpdatingLocation()
        manager.stopUpdatingLocation()
        XCTAssertNil(manager.location)
        XCTAssertEqual(recorder.calls, [])
        XCTAssertEqual(manager.desiredAccuracy, kCLLocationAccuracyNearestTenMeters)
        XCTAssertTrue(manager.delegate === recorder)
    }

    func testTheDelegateIsWeak() {
        let manager = CLLocationManager()
        do {
            let recorder = Recorder()
            manager.delegate = recorder
        }
        XCTAssertNil(manager.delegate)
    }
}

/// Geocoding needs a server: offline, it fails at once as Core Location does without a network.
final class CLGeocoderTests: XCTestCase {
    func testRequestsFailAtOnceWithANetworkError() {
        var result: ([CLPlacemark]?, (any Error)?)?
        CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 52.52, longitude: 13.405)) { result = ($0, $1) }
        XCTAssertNil(result?.0)
        XCTAssertEqual((result?.1 as? CLError)?.code, .network)
    }
}
