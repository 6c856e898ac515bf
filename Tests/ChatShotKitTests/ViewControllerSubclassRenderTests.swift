import ChatCanvas
import Foundation
import StreamChatUI
import TestSupport
import UIKit
import XCTest

@testable import ChatShotKit

/// A render draws the SDK's view controllers made from `Components`: an app's subclass registered in
/// `channelVC`, `threadVC` or `messageListVC`, with its overrides, is what the picture shows.
final class ViewControllerSubclassRenderTests: XCTestCase {
    func example(_ name: String) -> String {
        PackageRoot.examples.appendingPathComponent("transcripts/\(name)").path
    }

    /// A channel screen with a magenta banner under the header, added in `setUpLayout()` with constraints.
    final class BannerChannelVC: ChatChannelVC {
        let banner = UIView()
        override func setUpLayout() {
            super.setUpLayout()
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                banner.heightAnchor.constraint(equalToConstant: 40)
            ])
        }
        override func setUpAppearance() {
            super.setUpAppearance()
            banner.backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        }
    }

    /// The same banner on the thread screen, added in `viewDidLoad()`.
    final class BannerThreadVC: ChatThreadVC {
        override func viewDidLoad() {
            super.viewDidLoad()
            let banner = UIView(frame: CGRect(x: 0, y: 100, width: 360, height: 40))
            banner.backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
            view.addSubview(banner)
        }
    }

    /// A message list whose rows are green behind their messages.
    final class GreenRowsListVC: ChatMessageListVC {
        nonisolated(unsafe) static var rows: [IndexPath] = []
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = super.tableView(tableView, cellForRowAt: indexPath)
            Self.rows.append(indexPath)
            XCTAssertTrue(tableView === listView)
            XCTAssertNotNil((cell as? ChatMessageCell)?.messageContentView?.content)
            cell.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            return cell
        }
    }

    /// A message list that flips every message to the trailing side.
    final class FlippedListVC: ChatMessageListVC {
        override func cellLayoutOptionsForMessage(at indexPath: IndexPath) -> ChatMessageLayoutOptions {
            var options = super.cellLayoutOptionsForMessage(at: indexPath)
            options.insert(.flipped)
            return options
        }
    }

    override class func setUp() {
        super.setUp()
        SwiftCustomizations.register("vc-test-banner-channel") { _, c in c.channelVC = BannerChannelVC.self }
        SwiftCustomizations.register("vc-test-banner-thread") { _, c in c.threadVC = BannerThreadVC.self }
        SwiftCustomizations.register("vc-test-green-rows") { _, c in c.messageListVC = GreenRowsListVC.self }
        SwiftCustomizations.register("vc-test-flipped") { _, c in c.messageListVC = FlippedListVC.self }
    }

    /// How many pixels of the picture are exactly this colour.
    func count(_ rgb: (UInt8, UInt8, UInt8), in shot: Shot) throws -> Int {
        let pixels = try renderCanvas(shot).rgbaPixels()
        var n = 0
        for i in stride(from: 0, to: pixels.count, by: 4)
        where pixels[i] == rgb.0 && pixels[i + 1] == rgb.1 && pixels[i + 2] == rgb.2 {
            n += 1
        }
        return n
    }

    func testAChannelVCSubclassesBannerIsDrawn() throws {
        let plain = Shot(transcript: example("group-chat.json"))
        XCTAssertEqual(try count((255, 0, 255), in: plain), 0)
        let custom = Shot(
            transcript: example("group-chat.json"), look: .init(customizations: ["vc-test-banner-channel"]))
        XCTAssertEqual(try count((255, 0, 255), in: custom), 360 * 40)
    }

    func testAThreadVCSubclassesBannerIsDrawn() throws {
        let custom = Shot(
            transcript: example("thread.yaml"), look: .init(customizations: ["vc-test-banner-thread"]),
            screen: .thread)
        XCTAssertEqual(try count((255, 0, 255), in: custom), 360 * 40)
        // The channel screen is not the thread's.
        let channel = Shot(
            transcript: example("thread.yaml"), look: .init(customizations: ["vc-test-banner-thread"]))
        XCTAssertEqual(try count((255, 0, 255), in: channel), 0)
    }

    func testAMessageListVCSubclassesCellsAreDrawn() throws {
        GreenRowsListVC.rows = []
        let plain = Shot(transcript: example("group-chat.json"))
        XCTAssertEqual(try count((0, 255, 0), in: plain), 0)
        let custom = Shot(transcript: example("group-chat.json"), look: .init(customizations: ["vc-test-green-rows"]))
        XCTAssertGreaterThan(try count((0, 255, 0), in: custom), 360 * 100, "the rows' backgrounds")
        XCTAssertTrue(GreenRowsListVC.rows.contains(IndexPath(row: 0, section: 0)), "row 0 is the newest message")
        // The long-press screen draws the same list.
        GreenRowsListVC.rows = []
        let popup = Shot(
            transcript: example("message-actions.json"), look: .init(customizations: ["vc-test-green-rows"]),
            screen: .messageActions, message: "a3")
        _ = try renderCanvas(popup)
        XCTAssertFalse(GreenRowsListVC.rows.isEmpty)
    }

    /// `cellLayoutOptionsForMessage(at:)` is what the cells are laid out with: flipped, nobody's message is on the
    /// leading side, so no avatar shows there.
    func testCellLayoutOptionsOverrideIsDrawn() throws {
        let plain = try renderCanvas(Shot(transcript: example("group-chat.json")))
        let flipped = try renderCanvas(
            Shot(transcript: example("group-chat.json"), look: .init(customizations: ["vc-test-flipped"])))
        XCTAssertNotEqual(plain.rgbaPixels(), flipped.rgbaPixels())
        // The leading 40 pt of the list (avatars of others' messages) is the background only.
        func leadingColumnColours(_ canvas: ChatCanvas.Canvas) -> Set<[UInt8]> {
            let pixels = canvas.rgbaPixels()
            var colours: Set<[UInt8]> = []
            for y in 120..<600 {
                for x in 0..<40 {
                    let i = (y * 360 + x) * 4
                    colours.insert(Array(pixels[i..<i + 4]))
                }
            }
            return colours
        }
        XCTAssertGreaterThan(leadingColumnColours(plain).count, 1, "avatars on the leading side")
        XCTAssertEqual(leadingColumnColours(flipped).count, 1, "nothing on the leading side")
    }
}
