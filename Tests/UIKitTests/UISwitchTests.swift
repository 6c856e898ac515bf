import ChatCanvas
import UIKit
import XCTest

/// `UISwitch` as iOS draws it: 51×31 whatever its frame, the track tinted when on, the thumb at the end it is
/// switched to.
final class UISwitchTests: XCTestCase {
    private func pixels(_ control: UISwitch) throws -> (Int, Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        control.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        let canvas = try Canvas(width: 51, height: 31, scale: 1)
        control.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        let width = canvas.pixelWidth
        return { x, y in
            let i = (y * width + x) * 4
            return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
    }

    func testItsSizeIsIOSsWhateverTheFrame() {
        let control = UISwitch(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(control.sizeThatFits(CGSize(width: 300, height: 300)), CGSize(width: 51, height: 31))
        XCTAssertFalse(control.isOn)
        control.setOn(true, animated: true)
        XCTAssertTrue(control.isOn)
        XCTAssertEqual(control.style, .sliding)
    }

    func testOnTheTrackIsSystemGreenAndTheThumbIsRight() throws {
        let control = UISwitch()
        control.isOn = true
        let pixel = try pixels(control)
        let track = pixel(8, 15)  // the left part of the track, beside the thumb
        XCTAssertEqual(track.r, 0x34, accuracy: 2)
        XCTAssertEqual(track.g, 0xC7, accuracy: 2)
        XCTAssertEqual(track.b, 0x59, accuracy: 2)
        let thumb = pixel(37, 15)  // the thumb's centre (22 + 13.5)
        XCTAssertEqual(thumb.r, 255)
        XCTAssertEqual(thumb.g, 255)
        XCTAssertEqual(thumb.b, 255)
    }

    func testOffTheTrackIsLightGreyAndTheThumbIsLeft() throws {
        let control = UISwitch()
        let pixel = try pixels(control)
        let thumb = pixel(15, 15)  // the thumb's centre (2 + 13.5)
        XCTAssertEqual(thumb.r, 255)
        XCTAssertEqual(thumb.g, 255)
        let track = pixel(42, 15)
        XCTAssertEqual(track.a, 255)
        XCTAssertLessThan(track.g, 240, "grey, not white")
        XCTAssertGreaterThan(track.g, 200, "light")
        XCTAssertLessThan(abs(Int(track.r) - Int(track.g)), 4, "neutral, not green")
    }

    func testOnTintAndThumbTint() throws {
        let control = UISwitch()
        control.isOn = true
        control.onTintColor = .systemBlue
        control.thumbTintColor = .black
        let pixel = try pixels(control)
        XCTAssertEqual(pixel(8, 15).b, 0xFF, accuracy: 2)
        XCTAssertEqual(pixel(37, 15).r, 0)
    }
}
