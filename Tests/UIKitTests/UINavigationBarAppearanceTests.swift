import UIKit
import XCTest

/// The navigation bar's appearance API and key-value coding compile and keep what an app sets; chatshot draws no
/// navigation bar, so none of it changes the picture.
final class UINavigationBarAppearanceTests: XCTestCase {
    func testTheBarKeepsItsStyleAndAppearances() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar
        XCTAssertEqual(bar.barStyle, .default)
        bar.barStyle = .black
        bar.standardAppearance.backgroundEffect = nil
        bar.standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        bar.scrollEdgeAppearance = edge
        bar.setBackgroundImage(UIImage(), for: .default)
        XCTAssertEqual(bar.barStyle, .black)
        XCTAssertNil(bar.standardAppearance.backgroundEffect)
        XCTAssertEqual(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor, .red)
        XCTAssertEqual(bar.scrollEdgeAppearance?.backgroundColor, .clear)
        XCTAssertNotNil(bar.backgroundImage(for: .default))
        XCTAssertNil(bar.backgroundImage(for: .compact))
    }

    func testConfiguringAnAppearanceSetsItsBackground() {
        let appearance = UINavigationBarAppearance()
        XCTAssertNotNil(appearance.backgroundEffect, "the default background is a blur")
        appearance.configureWithOpaqueBackground()
        XCTAssertEqual(appearance.backgroundColor, .systemBackground)
        XCTAssertNil(appearance.backgroundEffect)
        appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20)]
        let copy = appearance.copy()
        XCTAssertEqual(copy.backgroundColor, .systemBackground)
        XCTAssertNotNil(copy.titleTextAttributes[.font])
    }

    func testKeyValueCodingKeepsTheValue() {
        let bar = UINavigationBar()
        XCTAssertNil(bar.value(forKey: "hidesShadow"))
        bar.setValue(true, forKey: "hidesShadow")
        XCTAssertEqual(bar.value(forKey: "hidesShadow") as? Bool, true)
        bar.setValue(nil, forKey: "hidesShadow")
        XCTAssertNil(bar.value(forKey: "hidesShadow"))
    }
}
