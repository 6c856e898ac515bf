import UIKit
import XCTest

final class UIAlertControllerTests: XCTestCase {
    func testAnAlertKeepsItsTitleMessageAndActions() {
        let alert = UIAlertController(
            title: "Delete message?", message: "This cannot be undone.",
            preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in XCTFail("never tapped") }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = delete
        XCTAssertEqual(alert.title, "Delete message?")
        XCTAssertEqual(alert.message, "This cannot be undone.")
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
        XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel])
        XCTAssertTrue(alert.preferredAction === delete)
    }

    func testPresentingAnAlertRunsTheCompletionAtOnce() {
        let screen = UIViewController()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var presented = false
        screen.present(sheet, animated: true) { presented = true }
        XCTAssertTrue(presented)
    }
}
