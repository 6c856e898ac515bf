import Foundation
import UIKit
import XCTest

/// Views and view controllers are made as in UIKit: `init(frame:)`, `init?(coder:)`, `init(nibName:bundle:)`, and
/// `init()`, which reaches a subclass's own `init(frame:)`. As in UIKit, `init()` is not `required`: an app's
/// controller may have only its own designated initializer.
final class UIViewInitializerTests: XCTestCase {
    /// The shape of an app's custom view: its own `init(frame:)`, and the `init?(coder:)` UIKit requires.
    final class BannerView: UIView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
            backgroundColor = .systemRed
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// An app's controller with its own `init(nibName:bundle:)` and lifecycle overrides.
    final class ChannelController: UIViewController {
        var calls: [String] = []
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            title = "Channel"
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad")
            view.addSubview(UILabel())
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            calls.append("viewDidLayoutSubviews")
        }
    }

    func testInitFrameSetsTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(UIView().frame, .zero)
    }

    func testInitRunsTheSubclassInitFrame() {
        let view = BannerView()
        XCTAssertEqual(view.subviews.count, 1)
        XCTAssertNotNil(view.backgroundColor)
    }

    func testImageViewWithAnImageIsAsLargeAsTheImage() {
        let image = UIImage(systemName: "checkmark")
        let view = UIImageView(image: image)
        XCTAssertNotNil(image)
        XCTAssertEqual(view.frame.size, image?.size)
    }

    func testButtonOfATypeKeepsIt() {
        XCTAssertEqual(UIButton(type: .system).buttonType, .system)
        XCTAssertEqual(UIButton().buttonType, .custom)
    }

    func testControllerInitializersAndLifecycle() {
        let controller = ChannelController()
        XCTAssertEqual(controller.title, "Channel")
        XCTAssertFalse(controller.isViewLoaded)
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.view.subviews.count, 1)
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.calls, ["viewDidLoad", "viewDidLayoutSubviews"])
    }

    /// An app's controller with only its own designated initializer (not `init()`), as the demo app's are.
    final class DetailController: UIViewController {
        let message: String
        init(message: String) {
            self.message = message
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    func testAControllerWithItsOwnInitializerOnly() {
        let controller = DetailController(message: "hi")
        XCTAssertEqual(controller.message, "hi")
        XCTAssertEqual(controller.frame, .zero)
    }

    func testChildControllers() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.count, 1)
        child.removeFromParent()
        XCTAssertNil(child.parent)
        XCTAssertTrue(parent.children.isEmpty)
    }
}
