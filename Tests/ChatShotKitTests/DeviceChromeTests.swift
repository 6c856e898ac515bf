import ChatCanvas
import Foundation
import TestSupport
import UIKit
import XCTest

@testable import ChatShotKit

/// `--chrome`: the status bar and home indicator in the device's safe area, the screen moved below it, the device
/// outline with transparent corners, and the back button.
final class DeviceChromeTests: XCTestCase {
    var groupChat: String { PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path }

    /// A manifest that paints the channel header red, so the screen's top edge can be found in the pixels.
    private func redHeaderManifest() throws -> String {
        let folder = try TemporaryFolder("chrome")
        addTeardownBlock { _ = folder }
        let path = folder.path("manifest.yaml")
        try Data("components:\n  channelHeaderView:\n    backgroundColor: \"#FF0000\"\n".utf8).write(
            to: URL(fileURLWithPath: path))
        return path
    }

    private func shot(
        _ device: String, _ chrome: Shot.Chrome, manifests: [String] = [], style: UIUserInterfaceStyle = .light
    ) throws -> Shot {
        let d = try Devices.device(named: device)
        var canvas = Shot.Display(width: d.width, height: d.height, style: style)
        canvas.device = d
        canvas.chrome = chrome
        return Shot(transcript: groupChat, look: .init(manifests: manifests), display: canvas)
    }

    private func pixel(_ px: [UInt8], _ canvas: Canvas, x: Double, y: Double) -> [UInt8] {
        let i = (Int(y * canvas.scale) * canvas.pixelWidth + Int(x * canvas.scale)) * 4
        return Array(px[i..<i + 4])
    }

    /// Rows (in points, at 1x) where the pixel 2 pt from the right edge is pure red.
    private func redRows(_ canvas: Canvas) -> [Int] {
        let px = canvas.rgbaPixels()
        return (0..<canvas.pixelHeight).filter { y in
            let i = (y * canvas.pixelWidth + canvas.pixelWidth - 3) * 4
            return px[i] == 255 && px[i + 1] == 0 && px[i + 2] == 0
        }
    }

    func testStatusBarHeightPerDeviceMovesTheScreenBelowTheSafeArea() throws {
        let manifest = try redHeaderManifest()
        let expected: [String: Int] = [
            "iphone-se": 20, "iphone-mini": 50, "iphone-14": 47, "iphone-15": 59,
            "iphone-15-plus": 59, "iphone-15-pro-max": 59, "ipad-mini": 24, "ipad": 24
        ]
        for (name, top) in expected {
            let canvas = try renderCanvas(try shot(name, .statusBar, manifests: [manifest]))
            let device = Devices.builtIn[name]!
            XCTAssertEqual(canvas.pixelWidth, Int(device.width), name)
            XCTAssertEqual(canvas.pixelHeight, Int(device.height.rounded()), name)
            let rows = redRows(canvas)
            XCTAssertEqual(rows.first, top, "\(name): the header starts below the status bar")
            XCTAssertEqual(rows.last, top + 63, "\(name): the 64-pt header")
        }
        // Without chrome the header starts at the top.
        let plain = try renderCanvas(Shot(transcript: groupChat, look: .init(manifests: [manifest])))
        XCTAssertEqual(redRows(plain).first, 0)
    }

    func testPlainSizeIsAGenericPhone() throws {
        var canvas = Shot.Display(width: 360, height: 700)
        canvas.chrome = .statusBar
        let image = try renderCanvas(
            Shot(transcript: groupChat, look: .init(manifests: [try redHeaderManifest()]), display: canvas))
        XCTAssertEqual(redRows(image).first, Int(Device.genericSafeAreaTop))
        XCTAssertEqual(image.pixelHeight, 700)
    }

    func testHomeIndicatorOnlyWithoutAHomeButton() throws {
        for (style, ink) in [(UIUserInterfaceStyle.light, UInt8(0)), (.dark, UInt8(255))] {
            let canvas = try renderCanvas(try shot("iphone-15", .statusBar, style: style))
            let px = canvas.rgbaPixels()
            XCTAssertEqual(
                pixel(px, canvas, x: 393 / 2, y: 852 - 10.5), [ink, ink, ink, 255], "home indicator, \(style)")
            // The status bar's time is drawn in the top-left ear.
            let inked = stride(from: 20.0, to: 110, by: 0.5).contains { x in pixel(px, canvas, x: x, y: 29.5)[0] == ink
            }
            XCTAssertTrue(inked, "the time, \(style)")
        }
        let se = try renderCanvas(try shot("iphone-se", .statusBar))
        XCTAssertEqual(
            pixel(se.rgbaPixels(), se, x: 375 / 2, y: 667 - 10.5), [255, 255, 255, 255],
            "no home indicator on a home-button phone")
    }

    func testFrameHasTransparentCornersAndClipsTheScreen() throws {
        for style in UIUserInterfaceStyle.allCases {
            let s = try shot("iphone-15", .frame, style: style)
            let chrome = DeviceChrome(display: s.display)
            let canvas = try renderCanvas(s)
            XCTAssertEqual(canvas.pixelWidth, Int(chrome.frameSize.width))
            XCTAssertEqual(canvas.pixelHeight, Int(chrome.frameSize.height))
            let px = canvas.rgbaPixels()
            XCTAssertEqual(pixel(px, canvas, x: 0, y: 0)[3], 0, "outside the body is transparent")
            XCTAssertEqual(pixel(px, canvas, x: canvas.width - 1, y: canvas.height - 1)[3], 0)
            // The screen's own corner is cut off by its 55-pt radius: the bezel shows there, not the app background.
            let corner = pixel(px, canvas, x: chrome.screenRect.minX + 12, y: chrome.screenRect.maxY - 12)
            XCTAssertEqual(corner[3], 255)
            XCTAssertLessThan(corner[0], 20, "the bezel, \(style)")
            // Inside the screen: the app background (white or black), opaque.
            let inside = pixel(px, canvas, x: chrome.screenRect.minX + 30, y: chrome.screenRect.midY)
            XCTAssertEqual(inside, style == .light ? [255, 255, 255, 255] : [0, 0, 0, 255])
            // The Dynamic Island sits over the top centre.
            XCTAssertEqual(
                pixel(px, canvas, x: chrome.screenRect.midX, y: chrome.screenRect.minY + 29)[0...2], [11, 11, 12])
        }
    }

    func testBackButtonShowsWithChromeAndCanBeTurnedOff() throws {
        func blueInHeaderLeft(_ s: Shot) throws -> Bool {
            let canvas = try renderCanvas(s)
            let px = canvas.rgbaPixels()
            let top = s.display.chrome == .none ? 0.0 : s.display.effectiveDevice.safeAreaTop
            for y in stride(from: top + 20, to: top + 44, by: 1) {
                for x in stride(from: 8.0, to: 22, by: 1) {
                    let p = pixel(px, canvas, x: x, y: y)
                    if p[2] > 200 && p[0] < 100 { return true }
                }
            }
            return false
        }
        var s = try shot("iphone-15", .statusBar)
        XCTAssertTrue(try blueInHeaderLeft(s))
        s.display.backButton = false
        XCTAssertFalse(try blueInHeaderLeft(s))
        XCTAssertFalse(try blueInHeaderLeft(try shot("iphone-15", .none)))
        s.display.chrome = .none
        s.display.backButton = true
        XCTAssertTrue(try blueInHeaderLeft(s))
    }

    func testChromeValidation() throws {
        var s = try shot("iphone-15", .frame)
        s.screen = .messages
        XCTAssertThrowsError(try s.validate()) { XCTAssertEqual(($0 as? ShotProblem)?.field, "chrome") }
        s.screen = .channel
        s.isFull = true
        XCTAssertThrowsError(try s.validate()) { XCTAssertEqual(($0 as? ShotProblem)?.field, "chrome") }
        s.isFull = false
        s.display.height = 100
        XCTAssertThrowsError(try s.validate()) { XCTAssertEqual(($0 as? ShotProblem)?.field, "height") }
    }

    func testGalleryKeys() throws {
        let scratch = try TemporaryFolder("chrome-gallery")
        let dir = scratch.path
        try FileManager.default.copyItem(atPath: groupChat, toPath: dir + "/chat.json")
        let yaml = """
            shots:
              - {name: framed, transcript: chat.json, device: [iphone-15, iphone-se], chrome: frame, back-button: false}
              - {name: bar, transcript: chat.json, chrome: status-bar}
            """
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: dir + "/g.yaml"))
        let jobs = try Gallery.load(path: dir + "/g.yaml").jobs()
        XCTAssertEqual(jobs.map(\.name), ["framed--iphone-15", "framed--iphone-se", "bar"])
        XCTAssertEqual(jobs[0].shot.display.chrome, .frame)
        XCTAssertEqual(jobs[0].shot.display.backButton, false)
        XCTAssertEqual(jobs[0].shot.display.device, Devices.builtIn["iphone-15"])
        XCTAssertEqual(jobs[1].shot.display.effectiveDevice.safeAreaTop, 20)
        XCTAssertEqual(jobs[2].shot.display.chrome, .statusBar)
        XCTAssertNil(jobs[2].shot.display.device)

        try Data("shots:\n  - {name: x, transcript: chat.json, chrome: frames}\n".utf8).write(
            to: URL(fileURLWithPath: dir + "/bad.yaml"))
        XCTAssertThrowsError(try Gallery.load(path: dir + "/bad.yaml")) { error in
            XCTAssertTrue(String(describing: error).contains("frame"), "\(error)")
        }
    }

    /// `appearance.fontTracking: none` reaches the status bar's clock: "9:41" (17 pt, three letter gaps of
    /// −0.43 pt under SF Pro's tracking) is about 1.3 pt wider untracked.
    func testFontTrackingNoneReachesTheClock() throws {
        let folder = try TemporaryFolder("chrome-tracking")
        let path = folder.path("manifest.yaml")
        try Data("appearance:\n  fontTracking: none\n".utf8).write(to: URL(fileURLWithPath: path))
        /// The ink width of the clock in points (dark columns in the top-left ear, at 2×).
        func clockWidth(_ manifests: [String]) throws -> Double {
            var s = try shot("iphone-15", .statusBar, manifests: manifests)
            s.display.scale = 2
            let canvas = try renderCanvas(s)
            let px = canvas.rgbaPixels()
            var columns: [Int] = []
            for x in 0..<(150 * 2) {
                for y in (10 * 2)..<(50 * 2) {
                    let i = (y * canvas.pixelWidth + x) * 4
                    if px[i] < 128 {
                        columns.append(x)
                        break
                    }
                }
            }
            return Double((columns.max() ?? 0) - (columns.min() ?? 0) + 1) / 2
        }
        let tracked = try clockWidth([])
        let untracked = try clockWidth([path])
        XCTAssertEqual(untracked - tracked, 1.3, accuracy: 0.5, "tracked \(tracked), untracked \(untracked)")
    }
}
