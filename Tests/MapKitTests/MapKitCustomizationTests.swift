import CustomizationBuild
import XCTest

/// An app's file that imports MapKit and Core Location type-checks through the customization build, which finds
/// both modules beside UIKit.
final class MapKitCustomizationTests: XCTestCase {
    static let source = """
        import CoreLocation
        import MapKit
        import UIKit

        final class Venue: NSObject, MKAnnotation {
            dynamic var coordinate: CLLocationCoordinate2D
            var title: String?
            init(coordinate: CLLocationCoordinate2D, title: String?) {
                self.coordinate = coordinate
                self.title = title
            }
        }

        final class VenueView: MKMarkerAnnotationView {
            override init(annotation: MKAnnotation?, reuseIdentifier: String?) {
                super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
                markerTintColor = .systemPurple
                glyphImage = UIImage(systemName: "star.fill")
            }
            @available(*, unavailable)
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }

        final class VenuesViewController: UIViewController, MKMapViewDelegate, CLLocationManagerDelegate {
            let mapView = MKMapView()
            let manager = CLLocationManager()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(mapView)
                mapView.delegate = self
                mapView.showsUserLocation = true
                mapView.register(VenueView.self, forAnnotationViewWithReuseIdentifier: "venue")
                let home = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
                mapView.setRegion(MKCoordinateRegion(center: home, latitudinalMeters: 2000, longitudinalMeters: 2000),
                                  animated: false)
                mapView.addAnnotation(Venue(coordinate: home, title: "Home"))
                manager.delegate = self
                if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
            }

            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                guard annotation is Venue else { return nil }
                return mapView.dequeueReusableAnnotationView(withIdentifier: "venue", for: annotation)
            }

            func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                let renderer = MKPolylineRenderer(overlay: overlay)
                renderer.strokeColor = .systemBlue
                renderer.lineWidth = 4
                return renderer
            }

            func showRoute(_ coordinates: [CLLocationCoordinate2D]) {
                mapView.addOverlay(MKPolyline(coordinates: coordinates, count: coordinates.count))
                mapView.addOverlay(MKCircle(center: coordinates[0], radius: 200), level: .aboveRoads)
                mapView.setCamera(MKMapCamera(lookingAtCenter: coordinates[0], fromDistance: 800, pitch: 0, heading: 0),
                                  animated: true)
            }

            func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
                guard let last = locations.last else { return }
                let metres = last.distance(from: CLLocation(latitude: 48.8566, longitude: 2.3522))
                print(metres)
            }

            func snapshot(completion: @escaping (UIImage?) -> Void) {
                let options = MKMapSnapshotter.Options()
                options.region = mapView.region
                options.size = CGSize(width: 240, height: 160)
                MKMapSnapshotter(options: options).start { snapshot, error in
                    completion(snapshot?.image)
                    _ = snapshot?.point(for: options.region.center)
                }
            }
        }
        """

    func testAnAppsMapKitFileTypeChecks() throws {
        let result = try CustomizationBuilder.typecheck([("/app/Venues.swift", Self.source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }
}
