import ChatCanvas
import MapKit
import XCTest

/// A snapshot is the same offline map, delivered through the completion handler.
final class MKMapSnapshotterTests: XCTestCase {
    func testASnapshotIsDeliveredWithItsImageAndProjection() throws {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
            span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 10))
        options.size = CGSize(width: 200, height: 140)
        options.traitCollection = UITraitCollection(userInterfaceStyle: .dark, displayScale: 2)
        var delivered: MKMapSnapshotter.Snapshot?
        MKMapSnapshotter(options: options).start { snapshot, error in
            XCTAssertNil(error)
            delivered = snapshot
        }
        let snapshot = try XCTUnwrap(delivered, "the completion handler runs before start returns")
        XCTAssertEqual(snapshot.image.size, CGSize(width: 200, height: 140))
        XCTAssertEqual(snapshot.image.scale, 2)
        let point = snapshot.point(for: CLLocationCoordinate2D(latitude: 0, longitude: 2.5))
        XCTAssertEqual(point.x, 150, accuracy: 1e-6)
        XCTAssertEqual(point.y, 70, accuracy: 1e-6)
        let pixels = try XCTUnwrap(snapshot.image.image.rgbaPixels())
        XCTAssertLessThan(pixels[0], 80, "dark land")
    }

    func testOptionsAreCopied() throws {
        let options = MKMapSnapshotter.Options()
        options.size = CGSize(width: 100, height: 50)
        let snapshotter = MKMapSnapshotter(options: options)
        options.size = CGSize(width: 10, height: 10)
        var size: CGSize?
        snapshotter.start { snapshot, _ in size = snapshot?.image.size }
        XCTAssertEqual(size, CGSize(width: 100, height: 50))
    }

    func testThePinImageHasItsPointAtTheBottomCentre() throws {
        let pin = MKPinAnnotationView(annotation: nil, reuseIdentifier: nil)
        let image = try XCTUnwrap(pin.image)
        XCTAssertEqual(pin.bounds.size, image.size)
        XCTAssertEqual(pin.centerOffset.y, -image.size.height / 2)
    }
}
