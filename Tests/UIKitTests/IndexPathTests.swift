import UIKit
import XCTest

final class IndexPathTests: XCTestCase {
    func testRowsItemsAndSections() {
        let path = IndexPath(row: 3, section: 1)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(path.section, 1)
        XCTAssertEqual(IndexPath(item: 3, section: 1), path)
        var moved = path
        moved.row = 4
        XCTAssertEqual(moved, IndexPath(row: 4, section: 1))
    }
}
