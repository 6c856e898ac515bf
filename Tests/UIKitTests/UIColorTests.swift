import XCTest

@testable import UIKit

/// `UIColor` as UIKit has it: a class with its component, grey and HSB initialisers, `getRed`, equality by value,
/// and dynamic colours resolved per appearance.
final class UIColorTests: XCTestCase {
    func components(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    func testHueSaturationBrightness() {
        XCTAssertEqual(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1])
        XCTAssertEqual(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1])
        XCTAssertEqual(components(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 0.5, alpha: 0.5)), [0, 0, 0.5, 0.5])
        // Hue wraps; no saturation is a grey of the brightness.
        XCTAssertEqual(components(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1])
        XCTAssertEqual(components(UIColor(hue: 0.3, saturation: 0, brightness: 0.25, alpha: 1)), [0.25, 0.25, 0.25, 1])
        XCTAssertEqual(components(UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 1)), [0.5, 1, 1, 1])
    }

    func testWhiteAndEqualityByValue() {
        XCTAssertEqual(components(UIColor(white: 0.5, alpha: 0.25)), [0.5, 0.5, 0.5, 0.25])
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNotEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count, 1)
    }

    func testDynamicColourResolvesPerAppearance() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        var dark = UITraitCollection.current
        dark.userInterfaceStyle = .dark
        var light = dark
        light.userInterfaceStyle = .light
        XCTAssertEqual(color.resolvedColor(with: dark), .white)
        XCTAssertEqual(color.resolvedColor(with: light), .black)
    }

    func testImageRenderingModeMakesANewImage() throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "xmark"))
        XCTAssertEqual(symbol.renderingMode, .alwaysTemplate)
        let original = symbol.withRenderingMode(.alwaysOriginal)
        XCTAssertEqual(original.renderingMode, .alwaysOriginal)
        XCTAssertEqual(symbol.renderingMode, .alwaysTemplate, "the original image is unchanged")
        XCTAssertEqual(original.size, symbol.size)
    }
}
