import ChatCanvas
import Foundation
import XCTest

/// An app's view controller subclasses, compiled unchanged by `--app`, are what the picture shows: a `ChatChannelVC`
/// that adds a banner in `setUpLayout()` and a `ChatMessageListVC` that changes its cells in
/// `tableView(_:cellForRowAt:)`.
final class AppViewControllerTests: ChatShotProcessTestCase {
    static let source = """
        import StreamChat
        import StreamChatUI
        import UIKit

        final class BannerChannelVC: ChatChannelVC {
            private let banner = UIView()

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

        final class GreenRowsListVC: ChatMessageListVC {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = super.tableView(tableView, cellForRowAt: indexPath) as! ChatMessageCell
                cell.contentView.backgroundColor = .green
                return cell
            }
        }

        enum ChatSetup {
            static func configure() {
                Components.default.channelVC = BannerChannelVC.self
                Components.default.messageListVC = GreenRowsListVC.self
            }
        }
        """

    /// How many pixels of a PNG are exactly this colour.
    func count(_ rgb: (UInt8, UInt8, UInt8), in path: String) throws -> Int {
        let pixels = try XCTUnwrap(Image.load(path: path).rgbaPixels())
        var n = 0
        for i in stride(from: 0, to: pixels.count, by: 4)
        where pixels[i] == rgb.0 && pixels[i + 1] == rgb.1 && pixels[i + 2] == rgb.2 {
            n += 1
        }
        return n
    }

    func testAnAppsViewControllerSubclassesShowInThePicture() throws {
        let folder = tmp.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.source.write(to: folder.appendingPathComponent("ChatSetup.swift"), atomically: true, encoding: .utf8)
        setenv("CHATSHOT_CACHE", tmp.appendingPathComponent("cache").path, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        let app = tmp.appendingPathComponent("app.png").path
        let r = try run(["render", "Examples/transcripts/group-chat.json", "--app", folder.path, "-o", app])
        XCTAssertEqual(r.status, 0, r.stderr)
        let plain = tmp.appendingPathComponent("plain.png").path
        XCTAssertEqual(try run(["render", "Examples/transcripts/group-chat.json", "-o", plain]).status, 0)

        XCTAssertEqual(try count((255, 0, 255), in: plain), 0)
        XCTAssertEqual(try count((255, 0, 255), in: app), 360 * 40, "the banner of the channel screen")
        XCTAssertEqual(try count((0, 255, 0), in: plain), 0)
        XCTAssertGreaterThan(try count((0, 255, 0), in: app), 360 * 100, "the rows of the message list")
    }
}
