import UIKit
import XCTest

/// A compositional layout places a collection view's cells as UIKit does: estimated widths take the cells' own
/// sizes and wrap to a new row, fractional and absolute sizes resolve against the group, spacing and insets apply.
final class UICollectionViewCompositionalLayoutTests: XCTestCase {
    final class WordCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.embed(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Words: NSObject, UICollectionViewDataSource {
        let words: [String]
        init(_ words: [String]) { self.words = words }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            words.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "word", for: indexPath) as! WordCell
            cell.label.text = words[indexPath.item]
            return cell
        }
    }

    private func frames(_ view: UICollectionView) -> [CGRect] {
        view.layoutIfNeeded()
        return view.indexPathsForVisibleItems.sorted().compactMap { view.cellForItem(at: $0)?.frame }
    }

    func testFractionalItemsMakeRowsOfEqualCells() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 0, trailing: 20)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 240, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(WordCell.self, forCellWithReuseIdentifier: "word")
        let source = Words(["a", "b", "c"])
        view.dataSource = source
        XCTAssertEqual(
            frames(view),
            [
                CGRect(x: 20, y: 5, width: 100, height: 40), CGRect(x: 120, y: 5, width: 100, height: 40),
                CGRect(x: 20, y: 55, width: 100, height: 40)
            ])
        XCTAssertEqual(view.collectionViewLayout.collectionViewContentSize.height, 95)
        XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 130, y: 10)), IndexPath(item: 1, section: 0))
        XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 130, y: 300)))
    }

    func testEstimatedWidthsTakeTheCellsSizeAndWrap() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(40), heightDimension: .absolute(24)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(24)),
            subitems: [item])
        group.interItemSpacing = .fixed(4)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(WordCell.self, forCellWithReuseIdentifier: "word")
        let source = Words(["short", "a much longer word", "tiny", "x"])
        view.dataSource = source
        let placed = frames(view)
        XCTAssertEqual(placed.count, 4)
        // Widths follow the labels: the long word is wider than the short one.
        XCTAssertGreaterThan(placed[1].width, placed[0].width)
        XCTAssertTrue(placed.allSatisfy { $0.height == 24 && $0.maxX <= 200 })
        // Neighbours on a row are 4 pt apart; a cell that does not fit starts the next row, 4 pt lower.
        XCTAssertEqual(placed[1].minX, placed[0].maxX + 4)
        let rows = Set(placed.map(\.minY)).sorted()
        XCTAssertGreaterThan(rows.count, 1)
        XCTAssertEqual(rows[1], 28)
    }

    /// A pill whose label (35 pt wide, centred) is added to the cell itself, not to its content view: nothing in it
    /// says how wide the cell is, so the estimate stays (SlackClone's reaction pills).
    final class PillCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
                label.widthAnchor.constraint(equalToConstant: 35),
                label.centerXAnchor.constraint(equalTo: centerXAnchor)
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Pills: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "pill", for: indexPath) as! PillCell
            cell.label.text = "😂 2"
            return cell
        }
    }

    func testAnEstimatedWidthNothingDecidesStaysTheEstimate() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(40), heightDimension: .absolute(24)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(24)),
            subitems: [item])
        group.interItemSpacing = .fixed(4)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 100),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        view.register(PillCell.self, forCellWithReuseIdentifier: "pill")
        let source = Pills()
        view.dataSource = source
        XCTAssertEqual(
            frames(view),
            [
                CGRect(x: 0, y: 0, width: 40, height: 24), CGRect(x: 44, y: 0, width: 40, height: 24),
                CGRect(x: 88, y: 0, width: 40, height: 24)
            ])
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as! PillCell
        XCTAssertEqual(cell.label.frame, CGRect(x: 2.5, y: 4, width: 35, height: 16))
    }

    func testAContentViewsConstraintsSizeAFittedCell() {
        let cell = WordCell()
        cell.label.text = "a much longer word"
        let natural = cell.label.intrinsicContentSize
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 40, height: 24), withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .required)
        XCTAssertEqual(fitted.width, natural.width, accuracy: 0.5, "the content view fills the cell")
        XCTAssertEqual(fitted.height, 24)
    }

    /// Tags estimated on both axes: a tag whose text is wider than the group gets the group's width and wraps, and
    /// is as tall as its wrapped text, so the next tag starts under it (they overlapped: the height was the one-line
    /// one).
    func testATagWiderThanTheGroupWrapsAndPushesTheNextDown() {
        final class TagCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                contentView.embed(label)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Tags: NSObject, UICollectionViewDataSource {
            let words = ["short", String(repeating: "a very long tag ", count: 8), "end"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                words.count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
                cell.label.text = words[indexPath.item]
                return cell
            }
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(40), heightDimension: .estimated(24)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(24)),
            subitems: [item])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        view.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = Tags()
        view.dataSource = source
        let placed = frames(view)
        XCTAssertEqual(placed.count, 3)
        guard placed.count == 3 else { return }
        XCTAssertEqual(placed[1].width, 200, "the group's width")
        let label = (view.cellForItem(at: IndexPath(item: 1, section: 0)) as? TagCell)?.label
        XCTAssertEqual(placed[1].height, label?.sizeThatFits(CGSize(width: 200, height: 1000)).height ?? 0, accuracy: 1)
        XCTAssertGreaterThan(placed[1].height, 40, "wrapped")
        XCTAssertGreaterThanOrEqual(placed[2].minY, placed[1].maxY, "the next tag starts under it")
    }
}
