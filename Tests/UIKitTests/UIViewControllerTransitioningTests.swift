import ChatCanvas
import UIKit
import XCTest

/// Custom presentations, detail controllers and `isOpaque`: kept as in UIKit, drawing nothing new.
final class UIViewControllerTransitioningTests: XCTestCase {
    final class Sheet: UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    func testTheTransitioningDelegateIsKeptWeakly() {
        let controller = UIViewController()
        var sheet: Sheet? = Sheet()
        controller.transitioningDelegate = sheet
        XCTAssertTrue(controller.transitioningDelegate === sheet)
        let presentation = sheet?.presentationController(
            forPresented: controller, presenting: nil, source: controller)
        XCTAssertTrue(presentation?.presentedViewController === controller)
        XCTAssertTrue(presentation?.presentingViewController === controller)
        XCTAssertEqual(presentation?.frameOfPresentedViewInContainerView, .zero, "no container in a still picture")
        sheet = nil
        XCTAssertNil(controller.transitioningDelegate, "held weakly, as in UIKit")
    }

    func testShowDetailPushesInANavigationController() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let detail = UIViewController()
        root.showDetailViewController(detail, sender: nil)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.topViewController === detail)
    }

    func testIsOpaqueIsKeptAndATransparentViewStillShowsThrough() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertTrue(view.isOpaque)
        view.isOpaque = false
        XCTAssertFalse(view.isOpaque)
        view.isOpaque = true
        view.backgroundColor = .clear
        let canvas = try Canvas(width: 4, height: 4, scale: 1)
        view.render(in: canvas)
        XCTAssertEqual(canvas.rgbaPixels()[3], 0, "a clear background is drawn clear whatever isOpaque says")
    }
}
