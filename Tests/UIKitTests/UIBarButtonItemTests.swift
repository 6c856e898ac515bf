import UIKit
import XCTest

final class UIBarButtonItemTests: XCTestCase {
    final class Screen {}

    func testTheInitializersKeepWhatTheyAreGiven() {
        let screen = Screen()
        let title = UIBarButtonItem(title: "Done", style: .done, target: screen, action: Selector("done"))
        XCTAssertEqual(title.title, "Done")
        XCTAssertEqual(title.style, .done)
        XCTAssertTrue(title.target === screen)
        XCTAssertEqual(title.action, Selector("done"))
        let image = UIBarButtonItem(image: UIImage(systemName: "pencil"), style: .plain, target: nil, action: nil)
        XCTAssertEqual(image.image?.name, "pencil")
        let system = UIBarButtonItem(barButtonSystemItem: .compose, target: screen, action: Selector("compose"))
        XCTAssertEqual(system.systemItem, .compose)
        let custom = UIBarButtonItem(customView: UILabel())
        XCTAssertTrue(custom.customView is UILabel)
        let primary = UIBarButtonItem(title: "Info", primaryAction: UIAction { _ in })
        XCTAssertNotNil(primary.primaryAction)
    }

    func testTheTargetIsHeldWeakly() {
        var screen: Screen? = Screen()
        let item = UIBarButtonItem(title: "Done", style: .plain, target: screen, action: Selector("done"))
        screen = nil
        XCTAssertNil(item.target)
    }
}
