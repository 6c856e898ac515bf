import UIKit
import XCTest

final class UIActionTests: XCTestCase {
    func testAnActionKeepsWhatMenusShow() {
        let action = UIAction(
            title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive,
            state: .on
        ) { _ in }
        XCTAssertEqual(action.title, "Delete")
        XCTAssertEqual(action.image?.name, "trash")
        XCTAssertTrue(action.attributes.contains(.destructive))
        XCTAssertEqual(action.state, .on)
        XCTAssertNotEqual(UIAction { _ in }.identifier, UIAction { _ in }.identifier, "identifiers are unique")
    }

    func testSendActionRunsTheHandler() {
        let control = UIControl()
        var ran = 0
        control.sendAction(UIAction { _ in ran += 1 })
        XCTAssertEqual(ran, 1)
    }
}
