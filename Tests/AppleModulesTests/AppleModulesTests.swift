import CoreGraphics
import UIKit
import XCTest

/// An app's files import Apple's module names; on Linux they resolve to chatshot's modules and work. (`import Combine`
/// is checked through a customization build: BuildCustomizationTests.)
final class AppleModulesTests: XCTestCase {
    func testCoreGraphicsGeometryThroughUIKit() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(rect.maxX, 110 as CGFloat)
        XCTAssertEqual(rect.insetBy(dx: 5, dy: 5).size, CGSize(width: 90, height: 40))
        XCTAssertEqual(CGPoint.zero.applying(CGAffineTransform(translationX: 3, y: 4)), CGPoint(x: 3, y: 4))
    }
}

final class CGAffineTransformTests: XCTestCase {
    func testComposedTransformsMapPointsAsCoreGraphicsDoes() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(p.x, 10, accuracy: 1e-9)
        XCTAssertEqual(p.y, 1, accuracy: 1e-9)
        let s = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(CGRect(x: 1, y: 1, width: 2, height: 2).applying(s), CGRect(x: 2, y: 3, width: 4, height: 6))
        let back = CGPoint(x: 5, y: 7).applying(t).applying(t.inverted())
        XCTAssertEqual(back.x, 5, accuracy: 1e-9)
        XCTAssertEqual(back.y, 7, accuracy: 1e-9)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(t.isIdentity)
    }
}
