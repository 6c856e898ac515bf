import CustomizationBuild
import XCTest

final class SourceRewriterTests: XCTestCase {
    func testObjectiveCAttributesBecomeSpacesOfTheSameWidth() {
        let source = """
            @objcMembers final class Box: UIView {
                @IBOutlet weak var label: UILabel!
                @objc dynamic var count = 0
                @objc(tapped:) func tap(_ sender: Any) {}
                @IBAction func press() {}
            }
            """
        let out = SourceRewriter.rewrite(source)
        let inLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let outLines = out.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(inLines.count, outLines.count, "no line moves")
        for (a, b) in zip(inLines, outLines) { XCTAssertEqual(a.count, b.count, "no column moves: \(b)") }
        XCTAssertFalse(out.contains("@"))
        XCTAssertFalse(out.contains("dynamic"))
        XCTAssertTrue(out.contains("final class Box: UIView"))
        XCTAssertTrue(out.contains("weak var label: UILabel!"))
        XCTAssertTrue(out.contains("var count = 0"))
    }

    func testSelectorsBecomeSelectorValues() {
        let source =
            "button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)\nlet g = #selector(getter: UIView.isHidden)\n"
        let out = SourceRewriter.rewrite(source)
        XCTAssertEqual(
            out,
            "button.addTarget(self, action: Selector(\"didTap(_:)\"), for: .touchUpInside)\nlet g = Selector(\"getter:UIView.isHidden\")\n"
        )
    }

    func testAnAppDelegatesEntryPointAttributeIsBlanked() {
        let source =
            "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n@UIApplicationMain final class Old {}\n"
        XCTAssertEqual(
            SourceRewriter.rewrite(source),
            "     \nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n                   final class Old {}\n")
    }

    func testOtherCodeIsUntouched() {
        let source =
            "// @objc in a comment\nlet s = \"#selector(x) @objc\"\n@MainActor final class A { dynamicMember() }\n"
        XCTAssertEqual(SourceRewriter.rewrite(source), source)
    }
}

final class SetUpFunctionFinderTests: XCTestCase {
    func testFindsFunctionsThatAssignTheDefaults() {
        let source = """
            import StreamChatUI
            func setUpChat() {
                Components.default.avatarView = RectAvatarView.self
            }
            enum ChatSetup {
                static func configure() { Appearance.default.colorPalette.background6 = .yellow }
                func instanceMethod() { Components.default.avatarView = RectAvatarView.self }
            }
            func unrelated() { let x = Components.default.avatarView }
            func withParameter(_ a: Int) { Components.default.avatarView = RectAvatarView.self }
            """
        let found = SetUpFunctionFinder.candidates(in: source, file: "Setup.swift")
        XCTAssertEqual(found.map(\.name), ["setUpChat", "ChatSetup.configure"])
        XCTAssertEqual(found.map(\.line), [2, 6])
        XCTAssertEqual(found.map(\.isProperty), [false, false])
    }

    func testFindsAStoredPropertyWhoseInitialValueAssignsTheDefaults() {
        let source = """
            extension ChatClient {
                @MainActor static let shared: ChatClient = {
                    let components = Components()
                    Components.default = components
                    return ChatClient(config: ChatClientConfig(apiKey: APIKey("k")))
                }()
                let instanceProperty: Int = { Components.default = Components(); return 1 }()
                static let unrelated = { 1 }()
            }
            """
        let found = SetUpFunctionFinder.candidates(in: source, file: "ChatClient.swift")
        XCTAssertEqual(found.map(\.name), ["ChatClient.shared"])
        XCTAssertEqual(found.map(\.isProperty), [true])
        XCTAssertEqual(found.map(\.line), [2])
    }
}

final class LaunchDelegateFinderTests: XCTestCase {
    func testFindsTheDelegatesThatSetTheChatUp() {
        let source = """
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Appearance.default.colorPalette.accentPrimary = .red
                    return true
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) { setUp() }
                private func setUp() { Components.default.channelVC = MyChannelVC.self }
            }
            final class OtherSceneDelegate: UIResponder, UIWindowSceneDelegate {}
            """
        let found = LaunchDelegateFinder.delegates(in: source, file: "/app/App.swift")
        XCTAssertEqual(found.map(\.name), ["AppDelegate", "SceneDelegate"])
        XCTAssertEqual(found.map(\.line), [1, 7])
        XCTAssertEqual(
            LaunchDelegateFinder.launchCall(found),
            "AppLaunch.start(application: AppDelegate(), scene: SceneDelegate())")
        XCTAssertEqual(
            LaunchDelegateFinder.launchName(found),
            "AppDelegate.application(_:didFinishLaunchingWithOptions:) + SceneDelegate.scene(_:willConnectTo:options:)")
        XCTAssertEqual(
            LaunchDelegateFinder.launchCall(Array(found.dropFirst())),
            "AppLaunch.start(application: nil, scene: SceneDelegate())")
    }

    func testADelegateThatSetsNothingUpIsNotLaunched() {
        let source = "final class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }\n"
        XCTAssertTrue(LaunchDelegateFinder.delegates(in: source, file: "/app/S.swift").isEmpty)
    }
}
