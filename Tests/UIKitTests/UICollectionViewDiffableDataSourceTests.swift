import UIKit
import XCTest

/// A diffable data source with cell and supplementary registrations, as modern apps write them, fills a collection
/// view from a snapshot: cells in the snapshot's order, configured by the registration's handler.
final class UICollectionViewDiffableDataSourceTests: XCTestCase {
    final class NameCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    enum Section: Hashable, Sendable { case pinned, all }

    func testASnapshotFillsTheCollectionView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<NameCell, String> { cell, _, name in cell.label.text = name }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in header.tag = indexPath.section + 100 }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.pinned, .all])
        snapshot.appendItems(["Falcon Crew"], toSection: .pinned)
        snapshot.appendItems(["Rebels", "Pilots"], toSection: .all)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        view.layoutIfNeeded()

        XCTAssertTrue(completed)
        XCTAssertTrue(view.dataSource === dataSource)
        let names = [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)]
            .map { (view.cellForItem(at: $0) as? NameCell)?.label.text }
        XCTAssertEqual(names, ["Falcon Crew", "Rebels", "Pilots"])
        XCTAssertEqual(
            view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 80, "after header, row, header")
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.tag, 101
        )
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)), "Pilots")
        XCTAssertEqual(dataSource.indexPath(for: "Rebels"), IndexPath(item: 0, section: 1))
        XCTAssertEqual(dataSource.snapshot().numberOfItems, 3)
    }
}
