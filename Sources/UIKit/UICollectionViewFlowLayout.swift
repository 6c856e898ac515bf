import CoreGraphics
import Foundation

/// UIKit's grid-and-line layout: items fill lines across the collection view (rows when it scrolls vertically,
/// columns when horizontally), at least `minimumInteritemSpacing` apart; a full line's spare space goes evenly
/// between its items, and a line of one item is centred, as UIKit lays them out. Lines are `minimumLineSpacing`
/// apart and items are centred across their line. Sizes come from the delegate
/// (`UICollectionViewDelegateFlowLayout`), else `itemSize`; with an `estimatedItemSize`, each cell's own fitting
/// size (self-sizing cells). Section headers and footers take their reference size along the scrolling axis.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The estimated size that asks cells for their own sizes.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    /// Whether headers and footers stay pinned while scrolling (a still picture shows them where they are laid).
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        attributes = []
        contentSize = .zero
        guard let view = collectionView, let dataSource = view.dataSource else { return }
        let vertical = scrollDirection == .vertical
        let delegate = view.delegate as? UICollectionViewDelegateFlowLayout
        let extent = vertical ? view.contentBounds.width : view.contentBounds.height
        // Positions along the scrolling axis (`along`) and across it.
        var along: CGFloat = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: view)) {
            let inset = delegate?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let header =
                delegate?.collectionView(view, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footer =
                delegate?.collectionView(view, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            along = supplementary(
                UICollectionView.elementKindSectionHeader, section, header, at: along, extent: extent,
                vertical: vertical)

            along += vertical ? inset.top : inset.left
            let lead = vertical ? inset.left : inset.top
            let room = extent - lead - (vertical ? inset.right : inset.bottom)
            let count = max(0, dataSource.collectionView(view, numberOfItemsInSection: section))
            let sizes = (0..<count).map { item in
                size(at: IndexPath(item: item, section: section), in: view, delegate: delegate, room: room)
            }
            var line: [(item: Int, size: CGSize)] = []
            func across(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
            func thickness(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
            func placeLine() {
                guard !line.isEmpty else { return }
                let used = line.reduce(0) { $0 + across($1.size) }
                let depth = line.map { thickness($0.size) }.max() ?? 0
                let gap = line.count > 1 ? max(itemSpacing, (room - used) / CGFloat(line.count - 1)) : 0
                var x = line.count == 1 ? lead + max(0, (room - used) / 2) : lead
                for entry in line {
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: entry.item, section: section))
                    let y = along + (depth - thickness(entry.size)) / 2
                    a.frame =
                        vertical
                        ? CGRect(x: x, y: y, width: entry.size.width, height: entry.size.height)
                        : CGRect(x: y, y: x, width: entry.size.width, height: entry.size.height)
                    attributes.append(a)
                    x += across(entry.size) + gap
                }
                along += depth + lineSpacing
                line = []
            }
            for (item, size) in sizes.enumerated() {
                let used = line.reduce(0) { $0 + across($1.size) } + CGFloat(line.count) * itemSpacing
                if !line.isEmpty && used + across(size) > room + 0.001 { placeLine() }
                line.append((item, size))
            }
            placeLine()
            if count > 0 { along -= lineSpacing }
            along += vertical ? inset.bottom : inset.right
            along = supplementary(
                UICollectionView.elementKindSectionFooter, section, footer, at: along, extent: extent,
                vertical: vertical)
        }
        contentSize = vertical ? CGSize(width: extent, height: along) : CGSize(width: along, height: extent)
    }

    /// Adds a header or footer of the given reference size (nothing for a zero one) and returns the position after it.
    private func supplementary(
        _ kind: String, _ section: Int, _ size: CGSize, at along: CGFloat, extent: CGFloat, vertical: Bool
    ) -> CGFloat {
        let depth = vertical ? size.height : size.width
        guard depth > 0 else { return along }
        let a = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        a.frame =
            vertical
            ? CGRect(x: 0, y: along, width: extent, height: depth)
            : CGRect(x: along, y: 0, width: depth, height: extent)
        a.zIndex = 10
        attributes.append(a)
        return along + depth
    }

    private func size(
        at indexPath: IndexPath, in view: UICollectionView, delegate: UICollectionViewDelegateFlowLayout?,
        room: CGFloat
    ) -> CGSize {
        if estimatedItemSize != .zero {
            return view.fittingSize(ofItemAt: indexPath, room: room, vertical: scrollDirection == .vertical)
        }
        return delegate?.collectionView(view, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
}
