import UIKit
import XCTest

final class UIImageSymbolConfigurationTests: XCTestCase {
    func testAConfiguredSymbolIsTheSymbol() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
        let pin = UIImage(systemName: "pin", withConfiguration: configuration)
        XCTAssertEqual(pin?.name, "pin")
        XCTAssertEqual(pin?.size, UIImage(systemName: "pin")?.size, "kept, not applied")
        XCTAssertEqual(UIImage(systemName: "no.such.symbol", withConfiguration: configuration)?.name, "no.such.symbol")
        XCTAssertEqual(pin?.withConfiguration(UIImage.SymbolConfiguration(scale: .large)).name, "pin")
    }

    func testApplyingCombinesConfigurations() {
        let base = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
        XCTAssertEqual(combined.pointSize, 17)
        XCTAssertEqual(combined.weight, .semibold)
        XCTAssertEqual(combined.scale, .large)
        let imageView = UIImageView()
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        XCTAssertEqual(imageView.preferredSymbolConfiguration?.textStyle, .body)
    }
}
