import ChatCanvas
import UIKit
import XCTest

/// `UISegmentedControl` with UIKit's API, drawn as iOS 13+: a grey track and a white selected pill.
final class UISegmentedControlTests: XCTestCase {
    func testSegmentsAsInUIKit() {
        let control = UISegmentedControl(items: ["One", "Two"])
        XCTAssertEqual(control.numberOfSegments, 2)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(UISegmentedControl.noSegment, -1)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 0), "Zero")
        XCTAssertEqual(control.selectedSegmentIndex, 2, "the selection moves with its segment")
        control.setTitle("Deux", forSegmentAt: 2)
        XCTAssertEqual(control.titleForSegment(at: 2), "Deux")
        control.insertSegment(with: UIImage(systemName: "star"), at: 9, animated: true)
        XCTAssertEqual(control.numberOfSegments, 4)
        XCTAssertNotNil(control.imageForSegment(at: 3))
        control.setEnabled(false, forSegmentAt: 1)
        XCTAssertFalse(control.isEnabledForSegment(at: 1))
        control.removeSegment(at: 2, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        XCTAssertEqual(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .red)
    }

    func testItsHeightIs32AndItsWidthFitsTheWidestSegment() {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        let size = control.intrinsicContentSize
        XCTAssertEqual(size.height, 32)
        XCTAssertGreaterThan(size.width, 200)
    }

    func testTheSelectedSegmentIsAWhitePillOnAGreyTrack() throws {
        let control = UISegmentedControl(items: ["", ""])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 1
        let canvas = try Canvas(width: 200, height: 32, scale: 1)
        canvas.clear(.white)
        control.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * canvas.pixelWidth + x) * 4
            return Array(bytes[i..<i + 4])
        }
        XCTAssertEqual(pixel(150, 16), [255, 255, 255, 255], "the pill")
        let track = pixel(50, 16)
        XCTAssertLessThan(track[1], 245, "the grey track")
        XCTAssertGreaterThan(track[1], 215)
        XCTAssertEqual(pixel(0, 0), [255, 255, 255, 255], "the track's corner is rounded")
    }

    func testSelectedSegmentTintColor() throws {
        let control = UISegmentedControl(items: ["", ""])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        control.selectedSegmentTintColor = .systemRed
        let canvas = try Canvas(width: 200, height: 32, scale: 1)
        control.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        let i = (16 * canvas.pixelWidth + 50) * 4
        XCTAssertEqual(Array(bytes[i..<i + 4]), [0xFF, 0x3B, 0x30, 255])
    }
}
