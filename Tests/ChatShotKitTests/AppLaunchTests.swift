import StreamChatUI
import UIKit
import XCTest

@testable import ChatShotKit

/// An app's launch delegates run as iOS runs them at start-up, for folders whose set-up lives there.
final class AppLaunchTests: XCTestCase {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var launched: [String] = []
        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            launched.append("will")
            return true
        }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            launched.append("did")
            Components.default.isBlockingUsersEnabled = true
            return true
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.tintColor = .systemPink
            window.makeKeyAndVisible()
            self.window = window
            Appearance.default.colorPalette.accentPrimary = .systemPink
        }
    }

    func testTheDelegatesRunAndTheWindowTintBecomesTheAppearances() {
        let (savedAppearance, savedComponents) = (Appearance.default, Components.default)
        defer { (Appearance.default, Components.default) = (savedAppearance, savedComponents) }
        let appearance = Appearance()
        let components = Components()
        Appearance.default = appearance
        Components.default = components
        let app = AppDelegate()
        AppLaunch.start(application: app, scene: SceneDelegate())
        XCTAssertEqual(app.launched, ["will", "did"])
        XCTAssertTrue(UIApplication.shared.delegate === app)
        XCTAssertTrue(components.isBlockingUsersEnabled, "the app delegate's set-up ran")
        XCTAssertEqual(appearance.colorPalette.accentPrimary, .systemPink, "the scene delegate's set-up ran")
        XCTAssertEqual(appearance.tintColor, .systemPink, "the window's tint is the brand colour")
    }

    func testAWindowWithoutATintLeavesTheAppearancesTint() {
        final class Plain: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                window = (scene as? UIWindowScene).map(UIWindow.init(windowScene:))
                Appearance.default.tintColor = .systemGreen
            }
        }
        let saved = Appearance.default
        defer { Appearance.default = saved }
        let appearance = Appearance()
        Appearance.default = appearance
        AppLaunch.start(application: nil, scene: Plain())
        XCTAssertEqual(appearance.tintColor, .systemGreen)
    }
}
