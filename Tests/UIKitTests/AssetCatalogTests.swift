import Foundation
import TestSupport
import XCTest

@testable import UIKit

/// `UIImage(named:)` and `UIColor(named:)` read the app's asset catalogs, picking files as UIKit does.
final class AssetCatalogTests: XCTestCase {
    private var scratch: TemporaryFolder!
    override func setUpWithError() throws { scratch = try TemporaryFolder("asset-catalog") }
    override func tearDown() { AssetCatalog.current = AssetCatalog() }

    private func svg(_ name: String, width: Int) throws -> String {
        let path = scratch.path("\(name).svg")
        try "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='10'><rect width='5' height='5'/></svg>"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testImagesPickTheAppearanceAndTheScale() throws {
        var catalog = AssetCatalog()
        catalog.images["badge"] = .init(
            files: [
                .init(path: "/a@1x.png", scale: 1, isDark: false, isVector: false),
                .init(path: "/a@2x.png", scale: 2, isDark: false, isVector: false),
                .init(path: "/a@3x.png", scale: 3, isDark: false, isVector: false),
                .init(path: "/dark@2x.png", scale: 2, isDark: true, isVector: false)
            ], isTemplate: true)
        func pick(_ style: UIUserInterfaceStyle, _ scale: CGFloat) -> String? {
            catalog.file(named: "badge", for: UITraitCollection(userInterfaceStyle: style, displayScale: scale))?.0.path
        }
        XCTAssertEqual(pick(.light, 1), "/a@1x.png")
        XCTAssertEqual(pick(.light, 2), "/a@2x.png")
        XCTAssertEqual(pick(.light, 3), "/a@3x.png")
        XCTAssertEqual(pick(.dark, 3), "/dark@2x.png", "the dark appearance's largest file when none is large enough")
        XCTAssertNil(catalog.file(named: "nothing", for: UITraitCollection()))
    }

    func testNamedImageComesFromTheCatalogForTheCurrentTraits() throws {
        var catalog = AssetCatalog()
        catalog.images["logo"] = .init(
            files: [
                .init(path: try svg("light", width: 20), scale: 1, isDark: false, isVector: true),
                .init(path: try svg("dark", width: 30), scale: 1, isDark: true, isVector: true)
            ], isTemplate: false)
        AssetCatalog.current = catalog
        XCTAssertEqual(UIImage(named: "logo")?.size, CGSize(width: 20, height: 10))
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(UIImage(named: "logo")?.size, CGSize(width: 30, height: 10))
        }
        XCTAssertEqual(UIImage(named: "logo")?.isTemplate, false)
        XCTAssertNil(UIImage(named: "missing"))
    }

    func testNamedColourAndDynamicProvider() {
        var catalog = AssetCatalog()
        catalog.colors["Brand"] = UIColor(light: .white, dark: .black)
        AssetCatalog.current = catalog
        XCTAssertEqual(UIColor(named: "Brand"), UIColor(light: .white, dark: .black))
        XCTAssertNil(UIColor(named: "Other"))
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemRed : .systemBlue }
        XCTAssertEqual(dynamic.resolved(.light), UIColor.systemBlue.light)
        XCTAssertEqual(dynamic.resolved(.dark), UIColor.systemRed.dark)
    }

    func testPreferredFontsAndMetricsFollowTheContentSizeCategory() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).font.weight, 600)
        UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge).performAsCurrent {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 23)
            XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17), 23)
            XCTAssertEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)).pointSize, 23)
        }
    }
}
