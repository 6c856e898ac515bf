import UIKit
import XCTest

/// The shape of an app's delegate compiles; chatshot calls none of its methods.
final class UIApplicationTests: XCTestCase {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launched = false
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            launched = true
            return true
        }
        func application(
            _ application: UIApplication, configurationForConnecting session: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        }
    }

    func testTheSharedApplicationKeepsItsDelegate() {
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertFalse(delegate.launched, "chatshot does not launch the app")
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
    }

    func testOpeningAURLOpensNothing() {
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://getstream.io")!) { opened = $0 }
        XCTAssertEqual(opened, false)
    }

    func testADelegateUsesTheDefaultsItDoesNotImplement() {
        let delegate = AppDelegate()
        let session = UISceneSession()
        let configuration = delegate.application(
            UIApplication.shared, configurationForConnecting: session,
            options: UIScene.ConnectionOptions())
        XCTAssertEqual(configuration.name, "Default Configuration")
        XCTAssertEqual(configuration.role, .windowApplication)
    }
}
