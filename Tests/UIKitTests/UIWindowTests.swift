import UIKit
import XCTest

final class UIWindowTests: XCTestCase {
    func testTheRootViewControllerFillsTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        XCTAssertTrue(root.superview === window)
        XCTAssertEqual(root.frame, window.bounds)
        let other = UIViewController()
        window.rootViewController = other
        XCTAssertNil(root.superview, "the old root leaves the window")
        XCTAssertEqual(window.subviews.count, 1)
    }

    func testMakeKeyAndVisible() {
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        let first = UIWindow(windowScene: scene)
        let second = UIWindow(windowScene: scene)
        first.isHidden = true
        first.makeKeyAndVisible()
        XCTAssertTrue(first.isKeyWindow)
        XCTAssertFalse(first.isHidden)
        second.makeKey()
        XCTAssertFalse(first.isKeyWindow)
        XCTAssertTrue(scene.keyWindow === second)
        XCTAssertTrue((first as UIView) is UIView)
    }
}
