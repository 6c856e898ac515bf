import ChatCanvas
import CoreGraphics
import Foundation
import XCTest

@testable import UIKit

/// An app's own drawing, as on iOS: `draw(_:)` with `UIGraphicsGetCurrentContext()`, `UIBezierPath`, string drawing,
/// shape and gradient layers, `layerClass`, layer masks and view transforms all reach the picture.
final class CoreGraphicsDrawingTests: XCTestCase {
    /// The view drawn on white at 1×: a pixel's RGBA by point.
    private func pixels(of view: UIView, size: CGSize) throws -> (Int, Int) -> [Int] {
        let canvas = try Canvas(width: Double(size.width), height: Double(size.height), scale: 1)
        canvas.fill(Path.rect(CGRect(origin: .zero, size: size)), color: .white)
        view.render(in: canvas)
        let data = canvas.rgbaPixels()
        let w = canvas.pixelWidth
        return { x, y in
            let i = (y * w + x) * 4
            return [Int(data[i]), Int(data[i + 1]), Int(data[i + 2]), Int(data[i + 3])]
        }
    }

    private func isRed(_ p: [Int]) -> Bool { p[0] > 200 && p[1] < 60 && p[2] < 60 }
    private func isWhite(_ p: [Int]) -> Bool { p[0] > 240 && p[1] > 240 && p[2] > 240 }

    final class FilledRectView: UIView {
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()
            context?.setFillColor(UIColor.red.cgColor)
            context?.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
            // Drawing is clipped to the bounds, as a view's backing store is.
            context?.fill(CGRect(x: 18, y: 0, width: 10, height: 4))
        }
    }

    func testDrawRectPaintsWithTheCurrentContext() throws {
        let view = FilledRectView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let px = try pixels(of: view, size: CGSize(width: 30, height: 20))
        XCTAssertTrue(isRed(px(3, 3)))
        XCTAssertTrue(isWhite(px(10, 10)))
        XCTAssertTrue(isRed(px(19, 1)))
        XCTAssertTrue(isWhite(px(24, 1)), "cut at the view's bounds")
        XCTAssertNil(UIGraphicsGetCurrentContext(), "no context outside drawing")
    }

    final class ArcView: UIView {
        override func draw(_ rect: CGRect) {
            // A quarter turn from 12 o'clock to 3 o'clock, clockwise on screen.
            let path = UIBezierPath(
                arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
            path.lineWidth = 4
            UIColor.red.setStroke()
            path.stroke()
        }
    }

    func testBezierArcsTurnClockwiseOnScreen() throws {
        let view = ArcView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let px = try pixels(of: view, size: CGSize(width: 40, height: 40))
        XCTAssertTrue(isRed(px(30, 9)), "the top right quarter is drawn")
        XCTAssertTrue(isWhite(px(9, 9)), "the top left quarter is not")
        XCTAssertTrue(isWhite(px(20, 35)), "nor the bottom")
    }

    final class LabelledView: UIView {
        override func draw(_ rect: CGRect) {
            ("Hi" as NSString).draw(
                at: CGPoint(x: 2, y: 2),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.red])
        }
    }

    func testStringsAreMeasuredAndDrawn() throws {
        let size = "Hi".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
        XCTAssertGreaterThan(size.width, 10)
        XCTAssertGreaterThan(size.height, 15)
        let view = LabelledView(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
        let px = try pixels(of: view, size: CGSize(width: 40, height: 24))
        var red = 0
        for y in 0..<24 { for x in 0..<40 where isRed(px(x, y)) { red += 1 } }
        XCTAssertGreaterThan(red, 20)
    }

    func testShapeLayerDrawsPartOfItsOutline() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 100, y: 10))
        line.path = path
        line.strokeColor = UIColor.red.cgColor
        line.lineWidth = 6
        line.strokeEnd = 0.5
        line.frame = view.bounds
        view.layer.addSublayer(line)
        let px = try pixels(of: view, size: CGSize(width: 100, height: 20))
        XCTAssertTrue(isRed(px(25, 10)))
        XCTAssertTrue(isWhite(px(75, 10)), "strokeEnd 0.5 stops halfway")
        line.strokeStart = 0.6
        line.strokeEnd = 1
        let after = try pixels(of: view, size: CGSize(width: 100, height: 20))
        XCTAssertTrue(isWhite(after(25, 10)))
        XCTAssertTrue(isRed(after(80, 10)))
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    func testAGradientLayerAsTheViewsLayerIsDrawn() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let gradient = try XCTUnwrap(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let px = try pixels(of: view, size: CGSize(width: 10, height: 100))
        XCTAssertGreaterThan(px(5, 1)[0], 240)
        XCTAssertLessThan(px(5, 1)[2], 15)
        XCTAssertGreaterThan(px(5, 98)[2], 240)
        XCTAssertLessThan(px(5, 98)[0], 15)
        let middle = px(5, 50)
        XCTAssertEqual(middle[0], middle[2], accuracy: 12, "halfway is an even mix")
    }

    func testAShapeMaskCutsTheViewToItsPath() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        view.layer.mask = mask
        let px = try pixels(of: view, size: CGSize(width: 40, height: 40))
        XCTAssertTrue(isRed(px(20, 20)))
        XCTAssertTrue(isWhite(px(1, 1)), "the corner is outside the circle")
    }

    func testTransformTurnsTheViewAboutItsCentre() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let bar = UIView(frame: CGRect(x: 10, y: 25, width: 40, height: 10))
        bar.backgroundColor = .red
        root.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(bar.layer.affineTransform(), CGAffineTransform(rotationAngle: .pi / 2))
        let px = try pixels(of: root, size: CGSize(width: 60, height: 60))
        XCTAssertTrue(isRed(px(30, 14)), "turned upright about (30, 30)")
        XCTAssertTrue(isWhite(px(14, 30)), "the unturned ends are empty")
    }

    func testLayerTransformsAndPathsKeepCoreGraphicsValues() {
        let rotation = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(rotation)
        let expected = CGAffineTransform(rotationAngle: .pi / 3)
        XCTAssertEqual(affine.a, expected.a, accuracy: 1e-9)
        XCTAssertEqual(affine.b, expected.b, accuracy: 1e-9)
        XCTAssertTrue(CATransform3DIsAffine(rotation))
        let path = CGPath(
            roundedRect: CGRect(x: 1, y: 2, width: 30, height: 20), cornerWidth: 4, cornerHeight: 4, transform: nil)
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 1, y: 2, width: 30, height: 20))
        let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5))
        XCTAssertEqual(bezier.bounds, CGRect(x: 0, y: 0, width: 10, height: 5))
        XCTAssertEqual(bezier.cgPath, UIBezierPath(cgPath: bezier.cgPath).cgPath)
    }

    final class TraitWatcher: UIView {
        var previous: [UIUserInterfaceStyle?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previous.append(previousTraitCollection?.userInterfaceStyle)
        }
    }

    func testTraitChangesReachTheSubtree() {
        let root = UIView()
        let child = TraitWatcher()
        root.addSubview(child)
        root.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(child.previous, [.light])
        XCTAssertTrue(
            root.traitCollection.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    }
}
