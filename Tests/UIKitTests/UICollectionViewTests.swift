import ChatCanvas
import XCTest

@testable import UIKit

/// `UICollectionView` with a `UICollectionViewFlowLayout` places its data source's cells and headers as UIKit
/// does: lines filled across the view, full lines justified, a lone item centred, items centred on their line,
/// self-sizing cells measured, and the cells drawn where they are placed.
final class UICollectionViewTests: XCTestCase {
    /// An app's cell: its own `init(frame:)` and a label pinned to the content view's edges, as apps write them.
    final class TagCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4)
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Header: UICollectionReusableView {}

    final class Tags: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var tags = ["a", "b", "c", "d", "e", "f", "g"]
        var sections = 1
        var sizes: [CGSize]?
        var displayed: [IndexPath] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            tags.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            (cell as? TagCell)?.label.text = tags[indexPath.item]
            cell.backgroundColor = .red
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizes?[indexPath.item] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            displayed.append(indexPath)
        }
    }

    private func grid(
        _ tags: Tags, width: CGFloat = 320, height: CGFloat = 480,
        _ configure: (UICollectionViewFlowLayout) -> Void = { _ in }
    )
        -> UICollectionView
    {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        configure(layout)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        view.register(
            Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = tags
        view.delegate = tags
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        view.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testFullLinesAreJustifiedAndALoneItemIsCentred() {
        let tags = Tags()
        let view = grid(tags)
        // 300 pt of room: three 90-pt items a line, the 30 pt left over split between them.
        XCTAssertEqual((0..<3).map { frame(view, $0)?.minX }, [10, 115, 220])
        XCTAssertEqual((0..<7).map { frame(view, $0)?.minY }, [10, 10, 10, 110, 110, 110, 210])
        XCTAssertEqual(frame(view, 6)?.minX, 115, "the last line's one item is centred")
        XCTAssertEqual(view.collectionViewLayout.collectionViewContentSize, CGSize(width: 320, height: 310))
        XCTAssertEqual(view.contentSize.height, 310)
        XCTAssertEqual(view.visibleCells.count, 7)
        XCTAssertEqual(tags.displayed.count, 7)
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 1, section: 0)) as? TagCell)?.label.text, "b")
    }

    func testItemsAreCentredOnTheirLineAndHeadersComeFirst() {
        let tags = Tags()
        tags.tags = ["a", "b"]
        tags.sizes = [CGSize(width: 100, height: 40), CGSize(width: 100, height: 80)]
        tags.sections = 2
        let view = grid(tags) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(frame(view, 0), CGRect(x: 10, y: 60, width: 100, height: 40), "centred on the 80-pt line")
        XCTAssertEqual(frame(view, 1), CGRect(x: 210, y: 40, width: 100, height: 80))
        // Section 1 starts after section 0's bottom inset, with its own header.
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                .minY,
            130)
        XCTAssertEqual(frame(view, 1, section: 1)?.minY, 170)
        XCTAssertTrue(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) is Header
        )
    }

    func testSelfSizingCellsTakeTheirFittingSize() {
        let tags = Tags()
        tags.tags = ["Design", "Go"]
        let view = grid(tags) { $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        guard let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? TagCell else {
            return XCTFail("no cell")
        }
        let label = cell.label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        XCTAssertEqual(cell.frame.width, label.width + 16, accuracy: 0.5)
        XCTAssertEqual(cell.frame.height, label.height + 8, accuracy: 0.5)
        XCTAssertLessThan(frame(view, 1)?.width ?? 0, cell.frame.width, "a shorter tag is narrower")
    }

    func testAHorizontalLayoutFillsColumns() {
        let tags = Tags()
        let view = grid(tags, height: 210) { $0.scrollDirection = .horizontal }
        // 190 pt of room down: two items a column, 10 pt between.
        XCTAssertEqual(
            (0..<4).map { frame(view, $0)?.origin },
            [
                CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 110), CGPoint(x: 110, y: 10), CGPoint(x: 110, y: 110)
            ])
    }

    func testTheContentOffsetMovesTheItemsAndScrollToItemCentresOne() {
        let tags = Tags()
        let view = grid(tags, height: 150)
        XCTAssertEqual(view.visibleCells.count, 6, "only the lines that meet the bounds are made")
        view.scrollToItem(at: IndexPath(item: 6, section: 0), at: .centeredVertically, animated: true)
        XCTAssertEqual(view.contentOffset.y, 255 - 75)
        view.layoutIfNeeded()
        XCTAssertEqual(frame(view, 6)?.midY, 75)
        XCTAssertNil(frame(view, 0), "scrolled out")
    }

    func testCellsAreDrawnWhereTheyArePlaced() throws {
        let tags = Tags()
        tags.tags = ["a"]
        let view = grid(tags, width: 120, height: 120)
        let canvas = try Canvas(width: 120, height: 120, scale: 1)
        view.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 120 + x) * 4..<(y * 120 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(60, 50), [255, 0, 0, 255], "the centred cell")
        XCTAssertEqual(pixel(5, 5), [255, 255, 255, 255], "the collection view's systemBackground")
    }

    func testACollectionViewControllerShowsItsCollectionView() {
        final class Grid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                2
            }
        }
        let controller = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        controller.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.layoutIfNeeded()
        XCTAssertTrue(controller.collectionView.dataSource === controller)
        XCTAssertTrue(controller.collectionView.delegate === controller)
        XCTAssertEqual(controller.collectionView.frame, controller.bounds)
        XCTAssertEqual(controller.collectionView.visibleCells.count, 2)
    }
}
