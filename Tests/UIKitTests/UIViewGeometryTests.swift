import XCTest

@testable import UIKit

/// A view's centre follows its frame, the device is upright, and nothing is being dragged in a still picture.
final class UIViewGeometryTests: XCTestCase {
    func testSettingTheCenterMovesTheFrameKeepingItsSize() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        XCTAssertEqual(view.center, CGPoint(x: 30, y: 35))
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame, CGRect(x: 80, y: 85, width: 40, height: 30))
    }

    func testTheDeviceIsUprightAndNoScrollViewIsDragged() {
        XCTAssertEqual(UIDevice.current.orientation, .portrait)
        XCTAssertFalse(UIDevice.current.orientation.isLandscape)
        XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isLandscape)
        XCTAssertFalse(UIScrollView().isDragging)
        XCTAssertTrue(UIView().endEditing(true))
    }
}
