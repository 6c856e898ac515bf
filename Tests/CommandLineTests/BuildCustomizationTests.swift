import Foundation
import XCTest

/// `chatshot build-customization` and `--app`: an app's customization sources, unchanged, compiled and drawn.
final class BuildCustomizationTests: ChatShotProcessTestCase {
    /// A folder with the guide's avatar subclass, unchanged, and an app-style (`@MainActor`) set-up function.
    func appFolder() throws -> URL {
        let folder = tmp.appendingPathComponent("ChatCustomization")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Examples/GuideCustomizations/RectAvatarView.swift"),
            to: folder.appendingPathComponent("RectAvatarView.swift"))
        try """
        import Combine
        import UIKit
        import StreamChatUI

        /// An app's view model, as apps write them: Combine's `@Published` and `ObservableObject`.
        final class ChannelViewModel: ObservableObject {
            @Published var title = "General"
            private var subscriptions = Set<AnyCancellable>()
            init() { $title.map { $0.uppercased() }.sink { _ in }.store(in: &subscriptions) }
        }

        /// Main-actor isolated, as an app's UI helpers are: a view controller makes one in a `lazy var`, which
        /// compiles because UIKit's view controllers are main-actor isolated (as on iOS).
        @MainActor final class ConnectionBanner {
            let title: String
            init(title: String) { self.title = title }
        }

        final class InboxViewController: UIViewController {
            lazy var banner = ConnectionBanner(title: "Offline")
        }

        final class ChatSetup {
            @objc dynamic var ready = false

            @MainActor static func configure() {
                Components.default.avatarView = RectAvatarView.self
            }
        }
        """.write(to: folder.appendingPathComponent("ChatSetup.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    func testAnAppFolderRendersLikeItsManifestTwinAndIsCached() throws {
        let folder = try appFolder()
        let cache = tmp.appendingPathComponent("cache").path
        let first = try run(["build-customization", folder.path, "--cache", cache])
        XCTAssertEqual(first.status, 0, first.stderr)
        let executable = first.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable))
        let again = try run(["build-customization", folder.path, "--cache", cache])
        XCTAssertEqual(again.stdout, first.stdout, "an unchanged folder is found in the cache")
        // The renderer in the cache runs the commands its `chatshot-build` does (from the chatshot build it was
        // compiled against), with no `--app` to say where that is.
        let page = tmp.appendingPathComponent("page.md")
        try "# Notes\n\nNo pictures.\n".write(to: page, atomically: true, encoding: .utf8)
        let docs = Process()
        docs.executableURL = URL(fileURLWithPath: executable)
        docs.arguments = ["docs", page.path]
        var environment = ProcessInfo.processInfo.environment
        environment["CHATSHOT_APP_CHATSHOT_BUILD"] = nil
        docs.environment = environment
        let docsError = Pipe()
        docs.standardError = docsError
        docs.standardOutput = Pipe()
        try docs.run()
        docs.waitUntilExit()
        XCTAssertEqual(
            docs.terminationStatus, 0,
            String(decoding: docsError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))

        let app = tmp.appendingPathComponent("app.png").path
        let twin = tmp.appendingPathComponent("twin.png").path
        setenv("CHATSHOT_CACHE", cache, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        let r = try run(["render", "Examples/transcripts/group-chat.json", "--app", folder.path, "-o", app])
        XCTAssertEqual(r.status, 0, r.stderr)
        let m = try run([
            "render", "Examples/transcripts/group-chat.json", "-m",
            "Examples/customizations/custom-avatar/manifest.yaml", "-o", twin
        ])
        XCTAssertEqual(m.status, 0, m.stderr)
        let plain = tmp.appendingPathComponent("plain.png").path
        XCTAssertEqual(try run(["render", "Examples/transcripts/group-chat.json", "-o", plain]).status, 0)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: app)), try Data(contentsOf: URL(fileURLWithPath: twin)),
            "the app's subclass draws what its manifest twin draws")
        XCTAssertNotEqual(
            try Data(contentsOf: URL(fileURLWithPath: app)), try Data(contentsOf: URL(fileURLWithPath: plain)))

        // A changed source is compiled again.
        try (String(contentsOf: folder.appendingPathComponent("ChatSetup.swift"), encoding: .utf8) + "\n// changed\n")
            .write(to: folder.appendingPathComponent("ChatSetup.swift"), atomically: true, encoding: .utf8)
        let changed = try run(["build-customization", folder.path, "--cache", cache])
        XCTAssertEqual(changed.status, 0, changed.stderr)
        XCTAssertNotEqual(changed.stdout, first.stdout)
    }

    /// The folder's `ChatChannelListVC` subclass (found through another class of the folder) draws the channel list:
    /// its override of the SDK's data source method decides the rows.
    func testAnAppsChannelListSubclassDrawsTheChannelList() throws {
        let folder = try appFolder()
        try """
        import StreamChatUI
        import UIKit

        class BaseInboxVC: ChatChannelListVC {}

        final class InboxVC: BaseInboxVC {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                0
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                collectionView.deselectItem(at: indexPath, animated: true)
            }
        }
        """.write(to: folder.appendingPathComponent("InboxVC.swift"), atomically: true, encoding: .utf8)
        let cache = tmp.appendingPathComponent("cache").path
        setenv("CHATSHOT_CACHE", cache, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        let app = tmp.appendingPathComponent("app.png").path
        let plain = tmp.appendingPathComponent("plain.png").path
        let r = try run([
            "render", "Examples/transcripts/group-chat.json", "--screen", "channel-list", "--app", folder.path, "-o",
            app
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("warning"), r.stderr)
        let p = try run(["render", "Examples/transcripts/group-chat.json", "--screen", "channel-list", "-o", plain])
        XCTAssertEqual(p.status, 0, p.stderr)
        XCTAssertNotEqual(
            try Data(contentsOf: URL(fileURLWithPath: app)), try Data(contentsOf: URL(fileURLWithPath: plain)),
            "the app's list has no rows")
    }

    /// The SDK sample apps' channel list: a subclass declaring its own `init()` (not `required`, as on iOS) and the
    /// `init?(coder:)` it must then have; it is made with that `init()`, so what it sets there is drawn.
    func testAChannelListSubclassWithItsOwnInitIsMadeWithIt() throws {
        let folder = try appFolder()
        try """
        import StreamChat
        import StreamChatUI
        import UIKit

        final class InboxVC: ChatChannelListVC {
            init() {
                super.init(nibName: nil, bundle: nil)
                title = "Messages"
            }

            @available(*, unavailable)
            required init?(coder aDecoder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                0
            }
        }
        """.write(to: folder.appendingPathComponent("InboxVC.swift"), atomically: true, encoding: .utf8)
        setenv("CHATSHOT_CACHE", tmp.appendingPathComponent("cache").path, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        let app = tmp.appendingPathComponent("app.png").path
        let plain = tmp.appendingPathComponent("plain.png").path
        let r = try run([
            "render", "Examples/transcripts/group-chat.json", "--screen", "channel-list", "--app", folder.path, "-o",
            app
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("warning"), r.stderr)
        XCTAssertEqual(
            try run(["render", "Examples/transcripts/group-chat.json", "--screen", "channel-list", "-o", plain]).status,
            0)
        XCTAssertNotEqual(
            try Data(contentsOf: URL(fileURLWithPath: app)), try Data(contentsOf: URL(fileURLWithPath: plain)),
            "the app's list (made by its init()) has no rows")
    }

    /// An app's asset catalog: `UIColor(named:)` reads a colour set with its dark appearance, `UIImage(named:)` an
    /// image set; the app draws what the manifest with the same colours draws, light and dark.
    func testAnAppsAssetCatalogColoursDrawLikeTheirManifestTwin() throws {
        let folder = try appFolder()
        let set = folder.appendingPathComponent("Resources/Assets.xcassets/Brand/BubbleOutgoing.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "244", "blue" : "184", "alpha" : "1.000" } },
              "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "red" : "0x5C", "green" : "0x4B", "blue" : "0x00", "alpha" : "1.000" } },
              "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        import StreamChatUI

        enum Theme {
            static func apply() {
                Appearance.default.colorPalette.chatBackgroundOutgoing = UIColor(named: "BubbleOutgoing") ?? .red
            }
        }
        """.write(to: folder.appendingPathComponent("ChatSetup.swift"), atomically: true, encoding: .utf8)
        let manifest = tmp.appendingPathComponent("twin.yaml")
        try "appearance:\n  colorPalette:\n    chatBackgroundOutgoing: {light: \"#FFF4B8\", dark: \"#5C4B00\"}\n"
            .write(to: manifest, atomically: true, encoding: .utf8)
        setenv("CHATSHOT_CACHE", tmp.appendingPathComponent("cache").path, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        for style in ["light", "dark"] {
            let app = tmp.appendingPathComponent("app-\(style).png").path
            let twin = tmp.appendingPathComponent("twin-\(style).png").path
            let r = try run([
                "render", "Examples/transcripts/group-chat.json", "--appearance", style, "--app", folder.path,
                "-o", app
            ])
            XCTAssertEqual(r.status, 0, r.stderr)
            let m = try run([
                "render", "Examples/transcripts/group-chat.json", "--appearance", style, "-m", manifest.path,
                "-o", twin
            ])
            XCTAssertEqual(m.status, 0, m.stderr)
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: app)), try Data(contentsOf: URL(fileURLWithPath: twin)),
                "\(style): the catalog's colour is drawn")
        }

        // A malformed Contents.json names its file, line and column; nothing is written.
        try "{ \"colors\" : [ { \"color\" : { \"components\" : { \"red\" : \"2.5\" } } } ] }"
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("never.png").path
        let bad = try run(["render", "Examples/transcripts/group-chat.json", "--app", folder.path, "-o", out])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("\(set.path)/Contents.json:1:"), bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testAnAPIChatshotLacksNamesTheUsersFileLineAndColumn() throws {
        let folder = try appFolder()
        let file = folder.appendingPathComponent("MessageList.swift")
        try "import UIKit\nimport StreamChatUI\n\nfinal class MyList: NoSuchListVC {}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("never.png").path
        let r = try run([
            "render", "Examples/transcripts/group-chat.json", "--app", folder.path, "-o", out,
            "--app-setup", "ChatSetup.configure"
        ])
        XCTAssertEqual(r.status, 2)
        let last = r.stderr.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(
            last.hasPrefix("chatshot: \(file.path):4:21: error: cannot find type 'NoSuchListVC' in scope"), last)
        XCTAssertTrue(last.contains("docs/compatibility.md"), last)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// A set-up named with `--app-setup` that the folder does not declare is reported at the folder, as the set-up
    /// named, not at chatshot's generated entry point.
    func testAnUnknownSetUpNameIsReportedAsTheUsers() throws {
        let folder = try appFolder()
        let out = tmp.appendingPathComponent("never.png").path
        let r = try run([
            "render", "Examples/transcripts/group-chat.json", "--app", folder.path, "-o", out,
            "--app-setup", "noSuchSetUp"
        ])
        XCTAssertEqual(r.status, 2)
        let last = r.stderr.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(last.hasPrefix("chatshot: \(folder.path)"), last)
        XCTAssertTrue(last.contains("noSuchSetUp, cannot be called: cannot find 'noSuchSetUp' in scope"), last)
        XCTAssertFalse(last.contains("main.swift"), last)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// A file importing a module chatshot does not have fails the build with a line saying how to leave it out;
    /// named in the folder's `.chatshotignore`, it is left out and the rest of the folder renders.
    func testAFileImportingAModuleChatshotLacksCanBeLeftOutByTheIgnoreFile() throws {
        let folder = try appFolder()
        let file = folder.appendingPathComponent("Loaders/FetchImage.swift")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "import Nuke\nimport SwiftUI\n\nfinal class FetchImage {}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("chat.png").path
        let arguments = [
            "render", "Examples/transcripts/group-chat.json", "--app", folder.path, "-o", out,
            "--app-setup", "ChatSetup.configure"
        ]
        let refused = try run(arguments)
        XCTAssertEqual(refused.status, 2)
        let last = refused.stderr.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(last.hasPrefix("chatshot: \(file.path):1:8: error: no such module 'Nuke'"), last)
        XCTAssertTrue(last.contains("Nuke is not a module chatshot has"), last)
        XCTAssertTrue(last.contains(".chatshotignore"), last)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))

        try "# Nuke is not in chatshot\nFetchImage.swift\n".write(
            to: folder.appendingPathComponent(".chatshotignore"), atomically: true, encoding: .utf8)
        let r = try run(arguments)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }

    /// An app's code that reads the clock (`Date()` in its set-up or a formatter) reads the picture's moment
    /// (`--now`), so its pictures do not change from one day to the next.
    func testTheAppsDateIsThePicturesMoment() throws {
        let folder = try appFolder()
        try """
        import Foundation
        import StreamChatUI

        @MainActor func configureChat() {
            ChatSetup.configure()
            FileHandle.standardError.write(Data("app now: \\(Int(Date().timeIntervalSince1970))\\n".utf8))
        }
        """.write(to: folder.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("clock.png").path
        let r = try run([
            "render", "Examples/transcripts/group-chat.json", "--app", folder.path, "-o", out,
            "--app-setup", "configureChat", "--now", "2024-05-01T10:00:00Z"
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("app now: 1714557600"), r.stderr)
    }

    /// The app's own code crashing the render (a force-unwrapped image the folder lacks, as SlackClone's list does
    /// without its asset catalog) ends the command with one line naming the app's file, line and Swift's reason,
    /// exit status 2, no crash report and no picture.
    func testACrashInTheAppsCodeIsOneLineNamingItsFileAndLine() throws {
        let folder = try appFolder()
        let file = folder.appendingPathComponent("Inbox.swift")
        try """
        import UIKit
        import StreamChatUI

        final class Inbox: ChatChannelListVC {
            lazy var composeButton: UIButton = {
                let button = UIButton()
                button.setImage(UIImage(named: "new_message")!, for: .normal)
                return button
            }()

            override func setUpLayout() {
                super.setUpLayout()
                view.addSubview(composeButton)
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("never.png").path
        let r = try run([
            "render", "Examples/transcripts/channel-list.json", "--screen", "channel-list", "--app", folder.path,
            "-o", out, "--app-setup", "ChatSetup.configure"
        ])
        XCTAssertEqual(r.status, 2, r.stderr)
        let last = r.stderr.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertEqual(
            last,
            "chatshot: \(file.path):7: error: the app's code stopped here: Unexpectedly found nil while unwrapping an "
                + "Optional value")
        XCTAssertFalse(r.stderr.contains("Backtracing"), "no crash report")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// An app whose set-up lives where iOS apps often put it — a scene delegate's private method called from
    /// `scene(_:willConnectTo:options:)`, beside an `@main` app delegate — is launched as iOS launches it, with no
    /// set-up function: it draws what its manifest twin draws.
    func testAnAppSetUpInItsSceneDelegateIsLaunched() throws {
        let folder = tmp.appendingPathComponent("LaunchedApp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Examples/GuideCustomizations/RectAvatarView.swift"),
            to: folder.appendingPathComponent("RectAvatarView.swift"))
        try """
        import StreamChatUI
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                Appearance.default.colorPalette.background = .white
                return true
            }
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                chatSetUp()
            }
            private func chatSetUp() {
                Components.default.avatarView = RectAvatarView.self
            }
        }
        """.write(to: folder.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        setenv("CHATSHOT_CACHE", tmp.appendingPathComponent("cache").path, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        let app = tmp.appendingPathComponent("launched.png").path
        let r = try run(["render", "Examples/transcripts/group-chat.json", "--app", folder.path, "-o", app])
        XCTAssertEqual(r.status, 0, r.stderr)
        let twin = tmp.appendingPathComponent("twin.png").path
        let m = try run([
            "render", "Examples/transcripts/group-chat.json", "-m",
            "Examples/customizations/custom-avatar/manifest.yaml", "-o", twin
        ])
        XCTAssertEqual(m.status, 0, m.stderr)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: app)), try Data(contentsOf: URL(fileURLWithPath: twin)),
            "the scene delegate's set-up ran")
    }

    func testAFolderWithoutASetUpFunctionIsRefused() throws {
        let folder = tmp.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "import UIKit\nfinal class V: UIView {}\n".write(
            to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let r = try run(["build-customization", folder.path, "--cache", tmp.appendingPathComponent("cache").path])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("no set-up function found"), r.stderr)
    }
}
