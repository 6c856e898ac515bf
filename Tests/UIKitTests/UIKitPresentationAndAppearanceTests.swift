import XCTest

@testable import UIKit

/// The kept UIKit settings an app's launch and presentation code writes: the navigation bar appearance proxy, a
/// sheet's detents, the status bar style, the text view's selection, a view's centre and the table's hit test.
final class UIKitPresentationAndAppearanceTests: XCTestCase {
    func testTheNavigationBarAppearanceProxyKeepsItsSettings() {
        UINavigationBar.appearance().tintColor = .black
        defer { UINavigationBar.appearance().tintColor = nil }
        XCTAssertTrue(UINavigationBar.appearance() === UINavigationBar.appearance())
        XCTAssertEqual(UINavigationBar.appearance().tintColor, .black)
        XCTAssertFalse(
            UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self])
                === UINavigationBar.appearance())
    }

    /// A render starts from fresh proxies (what an earlier render's code set does not leak into it), or from a copy
    /// of what an app's set-up that runs once left.
    func testTheProxiesAreResetForEachRender() {
        let purple = UINavigationBarAppearance()
        purple.backgroundColor = .purple
        UINavigationBar.appearance().tintColor = .black
        UINavigationBar.appearance().standardAppearance = purple
        let left = UINavigationBar(frame: .zero)
        left.copySettings(from: UINavigationBar.appearance())
        UINavigationBar.resetAppearanceProxies()
        XCTAssertNil(UINavigationBar.appearance().ownTintColor)
        XCTAssertNil(UINavigationBar.resolvedLook(of: nil, atScrollEdge: false).backgroundColor)
        UINavigationBar.resetAppearanceProxies(to: left)
        defer { UINavigationBar.resetAppearanceProxies() }
        XCTAssertEqual(UINavigationBar.appearance().tintColor, .black)
        XCTAssertEqual(UINavigationBar.resolvedLook(of: nil, atScrollEdge: false).backgroundColor, .purple)
    }

    final class Sheet: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    func testAPresentedControllerIsASheetWithItsDetents() {
        let controller = Sheet()
        let sheet = controller.presentationController as? UISheetPresentationController
        XCTAssertNotNil(sheet)
        sheet?.detents = [.medium(), .large()]
        sheet?.prefersGrabberVisible = true
        XCTAssertEqual(controller.sheetPresentationController?.detents.map(\.identifier), [.medium, .large])
        XCTAssertEqual(controller.sheetPresentationController?.prefersGrabberVisible, true)
        XCTAssertEqual(controller.preferredStatusBarStyle, .lightContent)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        XCTAssertFalse(full.presentationController is UISheetPresentationController)
    }

    func testTheCaretIsAtTheEndUnlessSet() {
        let textView = UITextView()
        textView.text = "hi :jo"
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0))
        textView.selectedRange = NSRange(location: 2, length: 0)
        XCTAssertEqual(textView.selectedRange.location, 2)
        textView.selectedRange = NSRange(location: 99, length: 0)
        XCTAssertEqual(textView.selectedRange.location, 6)
    }

    func testCenterMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.center = CGPoint(x: 100, y: 50)
        XCTAssertEqual(view.frame, CGRect(x: 90, y: 45, width: 20, height: 10))
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 50))
    }
}
