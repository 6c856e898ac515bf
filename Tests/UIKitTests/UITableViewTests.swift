import Foundation
import UIKit
import XCTest

/// `UITableView` lays out its data source's rows as UIKit does, and app cells made by their registered class.
final class UITableViewTests: XCTestCase {
    /// An app's cell: its own `init(style:reuseIdentifier:)`, as apps write them.
    final class NameCell: UITableViewCell {
        let nameLabel = UILabel()
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(nameLabel)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Names: UITableViewDataSource, UITableViewDelegate {
        let names = ["Ann", "Bob", "Cy"]
        var displayed: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            (cell as? NameCell)?.nameLabel.text = names[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 0 ? 60 : 44
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath)
        }
    }

    func testRowsAreTheDataSourcesCellsStackedByTheirHeights() {
        let names = Names()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(NameCell.self, forCellReuseIdentifier: "name")
        table.dataSource = names
        table.delegate = names
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.count, 3)
        XCTAssertEqual(table.visibleCells.map(\.frame.minY), [0, 60, 104])
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 148))
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NameCell)?.nameLabel.text, "Bob")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.reuseIdentifier, "name")
        XCTAssertEqual(names.displayed.count, 3)
    }

    func testTheContentOffsetMovesTheRows() {
        let names = Names()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.register(NameCell.self, forCellReuseIdentifier: "name")
        table.dataSource = names
        table.delegate = names
        table.contentOffset = CGPoint(x: 0, y: 60)
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY, 0)
        XCTAssertTrue(table.clipsToBounds)
    }

    /// A `UITableViewController` subclass answers for its table view, and a diffable data source fills one.
    func testAControllerAndADiffableDataSourceFillTheTable() {
        final class Settings: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        }
        let controller = Settings(style: .insetGrouped)
        controller.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        controller.layoutIfNeeded()
        XCTAssertEqual(controller.tableView.frame, controller.bounds)
        XCTAssertEqual(controller.tableView.visibleCells.map(\.frame.minY), [0, 44])

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(NameCell.self, forCellReuseIdentifier: "name")
        table.rowHeight = 30
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            (cell as? NameCell)?.nameLabel.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ann", "Bob"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.compactMap { ($0 as? NameCell)?.nameLabel.text }, ["Ann", "Bob"])
        XCTAssertEqual(dataSource.indexPath(for: "Bob"), IndexPath(row: 1, section: 0))
    }
}
