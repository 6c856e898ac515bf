import AVKit
import ChatCanvas
import XCTest

/// What a still picture shows of a video screen: the player layer's area black, the player view controller black
/// with the app's overlay views on top, the rest of the view untouched.
final class AVPlayerDrawingTests: XCTestCase {
    private func render(_ view: UIView) throws -> [UInt8] {
        view.layoutIfNeeded()
        let canvas = try Canvas(width: view.frame.width, height: view.frame.height, scale: 1)
        view.render(in: canvas)
        return canvas.rgbaPixels()
    }

    private func pixel(_ pixels: [UInt8], width: Int, x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }

    func testAPlayerLayerDrawsABlackVideoAreaAtItsFrame() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = .white
        let url = try XCTUnwrap(URL(string: "https://example.com/live.m3u8"))
        let layer = AVPlayerLayer(player: AVPlayer(playerItem: AVPlayerItem(asset: AVAsset(url: url))))
        layer.frame = CGRect(x: 0, y: 50, width: 200, height: 100)
        layer.videoGravity = .resizeAspect
        view.layer.addSublayer(layer)
        let pixels = try render(view)
        XCTAssertEqual(pixel(pixels, width: 200, x: 100, y: 100), [0, 0, 0, 255], "the video area is black")
        XCTAssertEqual(pixel(pixels, width: 200, x: 100, y: 20), [255, 255, 255, 255], "above it, the view")
        XCTAssertEqual(pixel(pixels, width: 200, x: 100, y: 180), [255, 255, 255, 255], "below it, the view")
        XCTAssertFalse(layer.isReadyForDisplay)
        XCTAssertEqual(layer.videoRect, CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testAPlayerViewControllerIsBlackWithItsOverlayViewsOnTop() throws {
        let controller = AVPlayerViewController()
        controller.frame = CGRect(x: 0, y: 0, width: 160, height: 90)
        controller.player = AVPlayer(url: try XCTUnwrap(URL(string: "https://example.com/clip.mp4")))
        let overlay = try XCTUnwrap(controller.contentOverlayView)
        let badge = UIView()
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        badge.translatesAutoresizingMaskIntoConstraints = false
        overlay.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: overlay.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: overlay.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20)
        ])
        let pixels = try render(controller.view)
        XCTAssertEqual(pixel(pixels, width: 160, x: 80, y: 45), [0, 0, 0, 255])
        XCTAssertEqual(pixel(pixels, width: 160, x: 20, y: 20), [255, 0, 0, 255], "the overlay's view is drawn")
        XCTAssertEqual(overlay.frame, controller.view.bounds)
        XCTAssertNotNil(controller.player?.currentItem)
    }
}
