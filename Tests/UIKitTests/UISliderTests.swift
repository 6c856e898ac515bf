import ChatCanvas
import UIKit
import XCTest

/// `UISlider` as iOS draws it: 31 pt tall, the track tinted up to the value, the thumb at the value.
final class UISliderTests: XCTestCase {
    func testItsHeightIs31AndTheValueStaysInRange() {
        let slider = UISlider()
        XCTAssertEqual(slider.intrinsicContentSize.height, 31)
        XCTAssertEqual(slider.minimumValue, 0)
        XCTAssertEqual(slider.maximumValue, 1)
        slider.setValue(2, animated: true)
        XCTAssertEqual(slider.value, 1)
        slider.value = -1
        XCTAssertEqual(slider.value, 0)
        slider.maximumValue = 10
        slider.value = 5
        XCTAssertEqual(slider.value, 5)
        XCTAssertTrue(slider.isContinuous)
    }

    func testTheThumbSitsAtTheValueAndTheTrackIsTintedBeforeIt() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 128, height: 31))
        slider.value = 0.5
        slider.minimumTrackTintColor = .systemRed
        let track = slider.trackRect(forBounds: slider.bounds)
        XCTAssertEqual(track.height, 4)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        XCTAssertEqual(thumb, CGRect(x: 50, y: 1.5, width: 28, height: 28))
        let canvas = try Canvas(width: 128, height: 31, scale: 1)
        slider.render(in: canvas)
        let bytes = canvas.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(bytes[((y * canvas.pixelWidth + x) * 4)..<((y * canvas.pixelWidth + x) * 4 + 4)])
        }
        XCTAssertEqual(pixel(20, 15)[0], 0xFF, "red before the thumb")
        XCTAssertLessThan(pixel(20, 15)[1], 0x50)
        XCTAssertEqual(pixel(64, 15), [255, 255, 255, 255], "the white thumb at the middle")
        XCTAssertLessThan(pixel(110, 15)[3], 128, "the translucent grey after the thumb")
        XCTAssertGreaterThan(pixel(110, 15)[3], 0)
    }
}
