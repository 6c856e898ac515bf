import ChatCanvas
import XCTest

@testable import UIKit

/// A view with `alpha < 1` (or an avatar that cuts its presence notch) paints into a transparency group limited
/// to what its subtree can paint; nothing it draws may be cut off by that limit.
final class TransparencyGroupTests: XCTestCase {
    func testTheExtentHoldsOverflowingSubviewsAndShadows() {
        let parent = UIView()
        parent.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let child = UIView()
        child.frame = CGRect(x: 300, y: 250, width: 10, height: 10)
        parent.addSubview(child)
        let grandchild = UIView()
        grandchild.frame = CGRect(x: -500, y: 0, width: 5, height: 5)
        child.addSubview(grandchild)
        let extent = parent.paintedExtent()
        XCTAssertTrue(extent.contains(CGPoint(x: 310, y: 260)), "a subview far outside the bounds")
        XCTAssertTrue(extent.contains(CGPoint(x: -200, y: 250)), "a grandchild outside its parent and grandparent")

        let shadowed = UIView()
        shadowed.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        shadowed.layer.shadowColor = .black
        shadowed.layer.shadowOpacity = 1
        shadowed.layer.shadowRadius = 40
        shadowed.layer.shadowOffset = CGSize(width: 100, height: 0)
        XCTAssertGreaterThanOrEqual(shadowed.paintedExtent().maxX, 110 + 60, "the blur of an offset shadow")

        parent.layer.masksToBounds = true
        XCTAssertLessThan(parent.paintedExtent().maxX, 300, "a clipping view's subviews cannot paint outside it")
    }

    func testAHalfTransparentViewStillPaintsSubviewsFarOutsideItsBounds() throws {
        let root = UIView()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.backgroundColor = .white
        let faded = UIView()
        faded.frame = CGRect(x: 10.5, y: 10.25, width: 4, height: 4)
        faded.alpha = 0.5
        root.addSubview(faded)
        let far = UIView()
        far.frame = CGRect(x: 200, y: 200, width: 30, height: 30)
        far.backgroundColor = .black
        faded.addSubview(far)
        let canvas = try Canvas(width: 300, height: 300, scale: 2)
        root.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        let i = ((2 * 225) * canvas.pixelWidth + 2 * 225) * 4
        XCTAssertEqual(Int(pixels[i]), 127, accuracy: 1, "black at half opacity over white")
    }

    /// Layouts can leave a view with a negative width (a panel narrower than its insets). Whatever it paints at
    /// full opacity, it paints at half opacity too: the group never cuts anything off.
    func testAViewOfNegativeWidthIsFadedNotCut() throws {
        func inked(alpha: Double) throws -> [Bool] {
            let root = UIView()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
            root.backgroundColor = .white
            let odd = UIView()
            odd.frame = CGRect(x: 300, y: 50, width: -240, height: 40)
            odd.backgroundColor = .black
            odd.alpha = alpha
            root.addSubview(odd)
            let canvas = try Canvas(width: 400, height: 200, scale: 1)
            root.render(in: canvas)
            let pixels = canvas.rgbaPixels()
            return stride(from: 0, to: pixels.count, by: 4).map { pixels[$0] < 250 }
        }
        let opaque = try inked(alpha: 1)
        let faded = try inked(alpha: 0.5)
        XCTAssertTrue(opaque.contains(true))
        XCTAssertTrue(opaque == faded)
    }
}
