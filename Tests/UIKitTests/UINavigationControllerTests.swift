import UIKit
import XCTest

final class UINavigationControllerTests: XCTestCase {
    func testPushAndPopKeepTheStack() {
        let root = UIViewController()
        let detail = UIViewController()
        let more = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        XCTAssertTrue(navigation.topViewController === root)
        navigation.pushViewController(detail, animated: true)
        navigation.pushViewController(more, animated: true)
        XCTAssertEqual(navigation.viewControllers.count, 3)
        XCTAssertTrue(detail.navigationController === navigation)
        XCTAssertTrue(navigation.popViewController(animated: true) === more)
        XCTAssertNil(more.navigationController)
        XCTAssertEqual(navigation.popToRootViewController(animated: false)?.count, 1)
        XCTAssertNil(navigation.popViewController(animated: true), "the root stays")
        XCTAssertTrue(navigation.visibleViewController === root)
    }

    func testSettingTheStackAndTheBar() {
        let navigation = UINavigationController()
        let a = UIViewController()
        let b = UIViewController()
        navigation.viewControllers = [a, b]
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertTrue(a.navigationController === navigation)
        navigation.setNavigationBarHidden(true, animated: true)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertTrue(navigation.navigationBar.isHidden, "one state: the bar's")
        // An app that hides the bar itself (`navigationController?.navigationBar.isHidden = true`) hides it too.
        navigation.setNavigationBarHidden(false, animated: false)
        navigation.navigationBar.isHidden = true
        XCTAssertTrue(navigation.isNavigationBarHidden)
    }

    func testShowPushesInANavigationController() {
        let root = UIViewController()
        let next = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        root.show(next, sender: nil)
        XCTAssertTrue(navigation.topViewController === next)
    }

    func testTheInteractivePopGestureRecognizerKeepsItsDelegate() {
        final class Owner: UIGestureRecognizerDelegate {}
        let owner = Owner()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let recognizer = navigation.interactivePopGestureRecognizer
        XCTAssertNotNil(recognizer)
        recognizer?.delegate = owner
        XCTAssertTrue(navigation.interactivePopGestureRecognizer === recognizer, "one recognizer per controller")
        XCTAssertTrue(navigation.interactivePopGestureRecognizer?.delegate === owner)
        XCTAssertEqual(recognizer?.state, .possible)
    }

    func testTheNavigationBarAndTheSplitViewControllerAreKept() {
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: detail)
        let banner = UIView()
        navigation.navigationBar.addSubview(banner)
        XCTAssertTrue(banner.superview === navigation.navigationBar, "one bar per controller")
        XCTAssertNil(detail.splitViewController)
        let split = UISplitViewController()
        split.viewControllers = [navigation]
        XCTAssertTrue(detail.splitViewController === split)
        XCTAssertTrue(split.viewControllers.first === navigation)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
    }

    func testViewsAreEqualOnlyToThemselves() {
        let a = UIView()
        let b = UIView()
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(b.superview != a)
        a.addSubview(b)
        XCTAssertTrue(b.superview == a)
        XCTAssertEqual(Set([a, b, a]).count, 2)
    }
}
