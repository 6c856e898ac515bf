import UIKit
import XCTest

/// The shape of an app's scene delegate compiles and works as far as a still picture needs.
final class UIWindowSceneTests: XCTestCase {
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: UIViewController())
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    func testASceneDelegateMakesAKeyWindow() {
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        let delegate = SceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        XCTAssertEqual(scene.windows.count, 1)
        XCTAssertTrue(scene.keyWindow === delegate.window)
        XCTAssertTrue(delegate.window?.windowScene === scene)
        XCTAssertEqual(scene.activationState, .unattached)
    }
}
