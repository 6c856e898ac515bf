import CoreLocation
import XCTest

/// Coordinates and locations as an app reads them: the geodesic distance, validity, errors.
final class CLLocationTests: XCTestCase {
    private func degrees(_ d: Double, _ m: Double, _ s: Double) -> Double { d + m / 60 + s / 3600 }

    /// Vincenty's own worked example (1975): Flinders Peak to Buninyong, 54 972.271 m on the ellipsoid.
    func testDistanceFromMatchesTheGeodesicOnTheEllipsoid() {
        let flindersPeak = CLLocation(
            latitude: -degrees(37, 57, 3.72030), longitude: degrees(144, 25, 29.52440))
        let buninyong = CLLocation(latitude: -degrees(37, 39, 10.15610), longitude: degrees(143, 55, 35.38390))
        XCTAssertEqual(flindersPeak.distance(from: buninyong), 54_972.271, accuracy: 0.01)
        XCTAssertEqual(buninyong.distance(from: flindersPeak), 54_972.271, accuracy: 0.01)
        XCTAssertEqual(flindersPeak.distance(from: flindersPeak), 0)
    }

    func testOneDegreeOfLongitudeAtTheEquator() {
        let a = CLLocation(latitude: 0, longitude: 0)
        let b = CLLocation(latitude: 0, longitude: 1)
        XCTAssertEqual(a.distance(from: b), 111_319.49, accuracy: 0.01)
    }

    func testNearlyAntipodalPointsStillGiveADistance() {
        let a = CLLocation(latitude: 0, longitude: 0)
        let b = CLLocation(latitude: 0.5, longitude: 179.7)
        XCTAssertEqual(a.distance(from: b), 19_960_000, accuracy: 100_000)
    }

    func testCoordinates() {
        let coordinate = CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405)
        XCTAssertTrue(CLLocationCoordinate2DIsValid(coordinate))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        XCTAssertEqual(CLLocationCoordinate2DMake(1, 2).longitude, 2)
        let location = CLLocation(
            coordinate: coordinate, altitude: 34, horizontalAccuracy: 5, verticalAccuracy: 3, timestamp: Date())
        XCTAssertEqual(location.coordinate.latitude, 52.52)
        XCTAssertEqual(location.horizontalAccuracy, 5)
        XCTAssertEqual(location.speed, -1)
    }

    func testErrorsMatchByCode() {
        do {
            throw CLError(.denied)
        } catch CLError.denied {
            // matched
        } catch {
            XCTFail("not matched: \(error)")
        }
        XCTAssertEqual(CLError(.network).code, .network)
        XCTAssertEqual(CLError.errorDomain, "kCLErrorDomain")
    }
}
