import Foundation

/// A collection view's data source driven by snapshots of identifiers, as in UIKit: `init(collectionView:cellProvider:)`
/// makes it the collection view's data source (keep a strong reference, as in UIKit); `apply(_:)` shows a snapshot.
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header, footer or other supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows the snapshot (at once: a still picture shows where an animation would end).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (s, section) in current.sectionIdentifiers.enumerated() {
            if let i = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) {
                return IndexPath(item: i, section: s)
            }
        }
        return nil
    }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell() }
        return cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell()
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }
}
