import ChatCanvas
import XCTest

@testable import UIKit

/// A view's layer holds a tree of sublayers: frame, bounds and position agree, the insert and remove calls keep the
/// order, and the sublayers paint at their frames, in order, above the view's background and under its subviews.
final class CALayerTreeTests: XCTestCase {
    private func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
        let pixels = canvas.rgbaPixels()
        let i = (y * canvas.pixelWidth + x) * 4
        return Array(pixels[i..<i + 4])
    }

    func testFrameBoundsAndPositionAgree() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(layer.position, CGPoint(x: 30, y: 35))
        layer.position = CGPoint(x: 20, y: 15)
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testInsertAndRemoveKeepTheOrder() {
        let root = CALayer()
        XCTAssertNil(root.sublayers)
        let a = CALayer()
        let b = CALayer()
        let c = CALayer()
        let d = CALayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, below: a)
        root.insertSublayer(d, above: b)
        XCTAssertEqual(root.sublayers?.map { ObjectIdentifier($0) }, [b, d, c, a].map { ObjectIdentifier($0) })
        XCTAssertTrue(c.superlayer === root)
        c.removeFromSuperlayer()
        XCTAssertNil(c.superlayer)
        XCTAssertEqual(root.sublayers?.count, 3)
        let other = CALayer()
        other.addSublayer(a)
        XCTAssertEqual(root.sublayers?.count, 2, "a layer added elsewhere leaves its old superlayer")
        root.insertSublayer(c, below: UIView().layer)
        XCTAssertTrue(root.sublayers?.last === c, "below a layer that is not a sublayer: on top")
    }

    func testSublayersPaintAtTheirFramesUnderTheSubviews() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        let red = CALayer()
        red.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        red.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(red)
        let blue = CALayer()
        blue.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        blue.backgroundColor = UIColor.blue.cgColor
        blue.borderWidth = 2
        blue.borderColor = UIColor.black.cgColor
        view.layer.addSublayer(blue)
        let faded = CALayer()
        faded.frame = CGRect(x: 30, y: 0, width: 10, height: 10)
        faded.backgroundColor = .black
        faded.opacity = 0.5
        view.layer.addSublayer(faded)
        let round = CALayer()
        round.frame = CGRect(x: 0, y: 30, width: 10, height: 10)
        round.backgroundColor = .black
        round.cornerRadius = 5
        view.layer.addSublayer(round)
        let subview = UIView(frame: CGRect(x: 25, y: 25, width: 15, height: 15))
        subview.backgroundColor = .green
        view.addSubview(subview)
        let canvas = try Canvas(width: 40, height: 40, scale: 1)
        view.render(in: canvas)

        XCTAssertEqual(pixel(canvas, 5, 5), [255, 0, 0, 255], "the first sublayer")
        XCTAssertEqual(pixel(canvas, 15, 15), [0, 0, 255, 255], "the second above the first")
        XCTAssertEqual(pixel(canvas, 10, 15), [0, 0, 0, 255], "its border")
        XCTAssertEqual(Int(pixel(canvas, 35, 5)[0]), 128, accuracy: 1, "half opacity over white")
        XCTAssertEqual(pixel(canvas, 0, 30), [255, 255, 255, 255], "a rounded corner leaves the background")
        XCTAssertEqual(pixel(canvas, 5, 35), [0, 0, 0, 255], "inside the rounded layer")
        XCTAssertEqual(pixel(canvas, 27, 27), [0, 255, 0, 255], "the subview above the sublayers")
        XCTAssertEqual(pixel(canvas, 35, 20), [255, 255, 255, 255], "the background elsewhere")

        blue.removeFromSuperlayer()
        let after = try Canvas(width: 40, height: 40, scale: 1)
        view.render(in: after)
        XCTAssertEqual(pixel(after, 15, 15), [255, 0, 0, 255], "a removed layer is not drawn")
        XCTAssertEqual(pixel(after, 25, 15), [255, 255, 255, 255])
    }
}
