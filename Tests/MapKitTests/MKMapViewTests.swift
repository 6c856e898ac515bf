import ChatCanvas
import MapKit
import XCTest

/// The map as a picture shows it: annotations where the projection puts them, the offline map under them, light
/// and dark, the user's dot.
final class MKMapViewTests: XCTestCase {
    /// A 400 × 400 map of the equator around 0°, 0°, 10° of longitude wide: 40 points a degree across.
    private func equatorMap() -> MKMapView {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        map.region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
            span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 10))
        return map
    }

    private func render(_ view: UIView) throws -> [UInt8] {
        view.layoutIfNeeded()
        let canvas = try Canvas(width: view.frame.width, height: view.frame.height, scale: 1)
        view.render(in: canvas)
        return canvas.rgbaPixels()
    }

    private func pixel(_ pixels: [UInt8], width: Int, at point: CGPoint) -> [UInt8] {
        let i = (Int(point.y) * width + Int(point.x)) * 4
        return Array(pixels[i..<i + 4])
    }

    func testTheProjectionPlacesCoordinatesByWebMercator() {
        let map = equatorMap()
        let east = map.convert(CLLocationCoordinate2D(latitude: 0, longitude: 2.5), toPointTo: nil)
        XCTAssertEqual(east.x, 300, accuracy: 1e-6)
        XCTAssertEqual(east.y, 200, accuracy: 1e-6)
        // Mercator stretches latitude: y = ln(tan(45° + φ/2)) in radians of the equator's scale.
        let north = map.convert(CLLocationCoordinate2D(latitude: 2, longitude: 0), toPointTo: nil)
        let expected = 200 - log(tan(Double.pi / 4 + Double.pi / 180)) * 180 / Double.pi * 40
        XCTAssertEqual(north.y, expected, accuracy: 1e-6)
        XCTAssertEqual(north.x, 200, accuracy: 1e-6)
        let back = map.convert(CGPoint(x: 300, y: 200), toCoordinateFrom: nil)
        XCTAssertEqual(back.longitude, 2.5, accuracy: 1e-9)
        XCTAssertEqual(back.latitude, 0, accuracy: 1e-9)
    }

    func testAMarkerStandsOnItsCoordinate() throws {
        let map = equatorMap()
        let pin = MKPointAnnotation(
            coordinate: CLLocationCoordinate2D(latitude: 0, longitude: -2.5), title: "Here", subtitle: nil)
        map.addAnnotation(pin)
        XCTAssertNil(map.view(for: pin), "views are made when the map lays out")
        map.layoutIfNeeded()
        let marker = try XCTUnwrap(map.view(for: pin) as? MKMarkerAnnotationView)
        XCTAssertEqual(marker.frame.midX, 100, accuracy: 1e-6)
        XCTAssertEqual(marker.frame.maxY, 200, accuracy: 1e-6, "the balloon's point is on the coordinate")
    }

    func testTheMarkerIsDrawnOverTheMap() throws {
        let bare = try render(equatorMap())
        let map = equatorMap()
        map.addAnnotation(MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 2.5)))
        let marked = try render(map)
        // The balloon's head is about 25 points above the coordinate (300, 200).
        let head = CGPoint(x: 300, y: 180)
        XCTAssertNotEqual(pixel(bare, width: 400, at: head), pixel(marked, width: 400, at: head))
        XCTAssertEqual(pixel(marked, width: 400, at: CGPoint(x: 291, y: 175))[0], 255, "red balloon")
        XCTAssertEqual(
            pixel(bare, width: 400, at: CGPoint(x: 20, y: 390)), pixel(marked, width: 400, at: CGPoint(x: 20, y: 390)))
    }

    private final class Delegate: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "square", for: annotation)
            return view
        }
    }

    private final class SquareView: MKAnnotationView {
        override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
            super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
            frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        required init?(coder aDecoder: NSCoder) { fatalError() }
    }

    func testTheDelegatesViewsAreRegisteredClassesCentredOnTheirCoordinate() throws {
        let map = equatorMap()
        let delegate = Delegate()
        map.delegate = delegate
        map.register(SquareView.self, forAnnotationViewWithReuseIdentifier: "square")
        let annotation = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 1))
        map.addAnnotation(annotation)
        let pixels = try render(map)
        let view = try XCTUnwrap(map.view(for: annotation) as? SquareView)
        XCTAssertTrue(view.annotation === annotation)
        XCTAssertEqual(view.reuseIdentifier, "square")
        XCTAssertEqual(view.frame.minX, 230, accuracy: 1e-6)
        XCTAssertEqual(view.frame.minY, 190, accuracy: 1e-6)
        XCTAssertEqual(view.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(pixel(pixels, width: 400, at: CGPoint(x: 240, y: 200)), [0, 0, 255, 255])
    }

    private func meanBrightness(_ pixels: [UInt8]) -> Double {
        var sum = 0.0
        for i in stride(from: 0, to: pixels.count, by: 4) {
            sum += Double(pixels[i]) + Double(pixels[i + 1]) + Double(pixels[i + 2])
        }
        return sum / Double(pixels.count / 4) / 3
    }

    func testTheLandFollowsTheLightOrDarkStyle() throws {
        let light = equatorMap()
        light.traitCollection = UITraitCollection(userInterfaceStyle: .light)
        let dark = equatorMap()
        dark.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        let lightPixels = try render(light)
        let darkPixels = try render(dark)
        XCTAssertGreaterThan(meanBrightness(lightPixels), 200)
        XCTAssertLessThan(meanBrightness(darkPixels), 80)
    }

    func testTheSamePlaceAlwaysLooksTheSame() throws {
        XCTAssertEqual(try render(equatorMap()), try render(equatorMap()))
    }

    func testTheUsersDotShowsWhenALocationIsKnown() throws {
        let map = equatorMap()
        map.showsUserLocation = true
        let without = try render(map)
        XCTAssertFalse(map.isUserLocationVisible)
        map.userLocation.location = CLLocation(latitude: 0, longitude: -1)
        let with = try render(map)
        XCTAssertTrue(map.isUserLocationVisible)
        XCTAssertTrue(map.annotations.contains { $0 === map.userLocation })
        let dot = CGPoint(x: 160, y: 200)
        XCTAssertNotEqual(pixel(without, width: 400, at: dot), pixel(with, width: 400, at: dot))
        let blue = pixel(with, width: 400, at: dot)
        XCTAssertGreaterThan(blue[2], 200)
        XCTAssertLessThan(blue[0], 60)
    }

    func testFollowingTheUserCentresOnThem() {
        let map = equatorMap()
        map.showsUserLocation = true
        map.userLocation.location = CLLocation(latitude: 0, longitude: 3)
        map.userTrackingMode = .follow
        let point = map.convert(CLLocationCoordinate2D(latitude: 0, longitude: 3), toPointTo: nil)
        XCTAssertEqual(point.x, 200, accuracy: 1e-6)
    }

    func testRegionsInMetres() {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 1000,
            longitudinalMeters: 1000)
        XCTAssertEqual(region.span.latitudeDelta, 1000 / 110_574.3, accuracy: 1e-5)
        XCTAssertEqual(region.span.longitudeDelta, 1000 / 111_319.5, accuracy: 1e-5)
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        XCTAssertEqual(point.x, MKMapSize.world.width / 2)
        XCTAssertEqual(point.y, MKMapSize.world.height / 2, accuracy: 1e-6)
    }

    private final class RouteDelegate: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
            if let circle = overlay as? MKCircle {
                let renderer = MKCircleRenderer(circle: circle)
                renderer.fillColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
                return renderer
            }
            let renderer = MKPolylineRenderer(overlay: overlay)
            renderer.strokeColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
            renderer.lineWidth = 6
            return renderer
        }
    }

    func testOverlaysAreDrawnByTheDelegatesPathRenderers() throws {
        let map = equatorMap()
        let delegate = RouteDelegate()
        map.delegate = delegate
        let route = [
            CLLocationCoordinate2D(latitude: 0, longitude: -4), CLLocationCoordinate2D(latitude: 0, longitude: 4)
        ]
        map.addOverlay(MKPolyline(coordinates: route, count: route.count))
        // 40 points a degree at the equator: 111 km is 40 points, so a 11 132 m radius is 4 points.
        map.addOverlay(MKCircle(center: CLLocationCoordinate2D(latitude: 2, longitude: 2), radius: 11_132))
        XCTAssertEqual(map.overlays.count, 2)
        let pixels = try render(map)
        XCTAssertEqual(pixel(pixels, width: 400, at: CGPoint(x: 100, y: 200)), [255, 0, 255, 255])
        let circleCentre = map.convert(CLLocationCoordinate2D(latitude: 2, longitude: 2), toPointTo: nil)
        XCTAssertEqual(pixel(pixels, width: 400, at: circleCentre), [0, 255, 0, 255])
        XCTAssertNotEqual(
            pixel(pixels, width: 400, at: CGPoint(x: circleCentre.x + 8, y: circleCentre.y)), [0, 255, 0, 255])
        XCTAssertTrue(map.renderer(for: map.overlays[0]) is MKPolylineRenderer)
    }

    func testACameraMovesTheCentre() {
        let map = equatorMap()
        let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        map.setCamera(MKMapCamera(lookingAtCenter: paris, fromDistance: 1000, pitch: 30, heading: 90), animated: true)
        XCTAssertEqual(map.centerCoordinate.latitude, paris.latitude)
        XCTAssertEqual(map.camera.pitch, 30)
    }

    func testAMarkersGlyphTextIsDrawnInTheBalloon() throws {
        func balloon(_ text: String?) throws -> [UInt8] {
            let marker = MKMarkerAnnotationView(annotation: nil, reuseIdentifier: nil)
            marker.glyphText = text
            marker.markerTintColor = .systemGreen
            let canvas = try Canvas(width: 30, height: 40, scale: 2)
            marker.render(in: canvas)
            return canvas.rgbaPixels()
        }
        XCTAssertNotEqual(try balloon("12"), try balloon(nil))
        XCTAssertNotEqual(try balloon("12"), try balloon("7"))
    }
}
