import CustomizationBuild
import XCTest

/// An app's plain `UIViewController`, `UIView` and `UIButton` declaring `ThemeProvider` get `appearance` and
/// `components` from the protocols' default implementation, as in the SDK. Type-checked as the customization build
/// compiles an app's folder.
final class AppThemeProviderFileTests: XCTestCase {
    static let source = """
        import StreamChat
        import StreamChatUI
        import UIKit

        final class MapScreen: UIViewController, ThemeProvider {
            let banner = Banner()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = appearance.colorPalette.backgroundCoreApp
                banner.button.tintColor = appearance.colorPalette.accentPrimary
                _ = components.messageListVC
            }
        }

        final class Banner: UIView, ThemeProvider {
            let button = OptionButton()
            func update() { backgroundColor = appearance.colorPalette.backgroundCoreApp }
        }

        final class OptionButton: UIButton, AppearanceProvider {
            func update() { setTitleColor(appearance.colorPalette.textPrimary, for: .normal) }
        }

        @MainActor func makeScreen() -> MapScreen {
            let screen = MapScreen()
            screen.appearance = Appearance()
            return screen
        }
        """

    func testPlainUIKitTypesDeclaringThemeProviderTypeCheck() throws {
        let result = try CustomizationBuilder.typecheck([("/app/Map.swift", Self.source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }
}
