import UIKit
import XCTest

/// A snapshot keeps its sections and items in order through UIKit's edits.
final class NSDiffableDataSourceSnapshotTests: XCTestCase {
    func testEditsKeepTheOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["pinned", "all"])
        snapshot.appendItems([1, 2], toSection: "pinned")
        snapshot.appendItems([3, 4, 5])
        snapshot.insertItems([9], afterItem: 3)
        snapshot.moveItem(1, beforeItem: 5)
        snapshot.deleteItems([4])
        snapshot.insertSections(["new"], beforeSection: "all")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["pinned", "new", "all"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "pinned"), [2])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "all"), [3, 9, 1, 5])
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 9), "all")
        XCTAssertEqual(snapshot.indexOfItem(1), 3)
        snapshot.reconfigureItems([2])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [2])
    }
}
