import UIKit
import XCTest

final class UINavigationItemTests: XCTestCase {
    func testAControllersTitleIsItsNavigationItemsTitle() {
        let controller = UIViewController()
        XCTAssertNil(controller.navigationItem.title)
        controller.title = "Channels"
        XCTAssertEqual(controller.navigationItem.title, "Channels")
        XCTAssertTrue(controller.navigationItem === controller.navigationItem)
    }

    func testBarButtonItems() {
        let item = UINavigationItem(title: "Chat")
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.rightBarButtonItem = add
        XCTAssertEqual(item.rightBarButtonItems?.count, 1)
        item.rightBarButtonItems = [edit, add]
        XCTAssertTrue(item.rightBarButtonItem === edit)
        item.setLeftBarButton(add, animated: true)
        XCTAssertTrue(item.leftBarButtonItems?.first === add)
        item.leftBarButtonItem = nil
        XCTAssertNil(item.leftBarButtonItems)
    }
}
