import CoreGraphics
import Foundation

/// A collection view, drawn: when it lays out, its layout (`UICollectionViewFlowLayout`, or an app's own
/// `UICollectionViewLayout` subclass) is prepared and asked for the elements in the visible rect; each cell comes from
/// the data source's `collectionView(_:cellForItemAt:)`, each header or footer from
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` and each decoration view from the class its layout
/// registered for the kind, placed at its frame less `contentOffset` (plus
/// `contentInset`). Views are made afresh for each layout (nothing is reused between pictures). The background is
/// `systemBackground`, as UIKit's.
open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout (setting it lays the items out again with it).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            UIView.invalidateMeasurements()
        }
    }
    open weak var dataSource: UICollectionViewDataSource?
    open weak var delegate: UICollectionViewDelegate?
    /// Drawn behind the items, filling the bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    private var placed: [(attributes: UICollectionViewLayoutAttributes, view: UICollectionReusableView)] = []
    /// Cells made while the layout measured them (self-sizing), handed out again when they are placed.
    private var measuredCells: [IndexPath: UICollectionViewCell] = [:]
    private var selected: [IndexPath] = []

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        // UIKit's default, not the app's setting: `UICollectionView.appearance().backgroundColor` still applies.
        appearanceSetDirectly.remove(.backgroundColor)
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        backgroundColor = .systemBackground
        appearanceSetDirectly.remove(.backgroundColor)
    }

    /// Sets the layout (at once: a still picture shows where an animation would end).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Registering and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass as? UICollectionReusableView.Type
    }
    /// A new cell of the class registered for `identifier` (a plain cell when none is).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = (cellClasses[identifier] ?? UICollectionViewCell.self).init()
        cell.reuseIdentifier = identifier
        return cell
    }
    /// A new supplementary view of the class registered for the kind and identifier (a plain one when none is).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let type = supplementaryClasses[elementKind + "\u{0}" + identifier] ?? UICollectionReusableView.self
        let view = type.init()
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Data

    open func reloadData() {
        for cell in measuredCells.values { cell.removeFromSuperview() }
        measuredCells = [:]
        UIView.invalidateMeasurements()
    }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Runs the updates at once and completes (nothing animates in a still picture).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    // MARK: What the last layout placed

    /// The cell placed for an item in the last layout.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        placed.first { $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == indexPath }?
            .view as? UICollectionViewCell
    }
    open var visibleCells: [UICollectionViewCell] { placed.compactMap { $0.view as? UICollectionViewCell } }
    /// The item whose cell, in the last layout, contains `point` (in the content's coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        placed.first { $0.attributes.representedElementCategory == .cell && $0.attributes.frame.contains(point) }?
            .attributes.indexPath
    }
    open var indexPathsForVisibleItems: [IndexPath] {
        placed.filter { $0.attributes.representedElementCategory == .cell }.map(\.attributes.indexPath)
    }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        placed.first { $0.view === cell }?.attributes.indexPath
    }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        placed.first { $0.attributes.representedElementKind == elementKind && $0.attributes.indexPath == indexPath }?
            .view
    }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Selection and scrolling

    open var indexPathsForSelectedItems: [IndexPath]? { selected }
    /// Selects the item (its cell draws selected) and scrolls to it when a position is given.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            selected = []
            return
        }
        if !allowsMultipleSelection { selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
    /// Moves `contentOffset` so the item is at that edge (or centre) of the bounds.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
    {
        collectionViewLayout.collectionView = self
        collectionViewLayout.prepare()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        if scrollPosition.contains(.top) { contentOffset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { contentOffset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { contentOffset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { contentOffset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { contentOffset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { contentOffset.x = frame.maxX - bounds.width }
    }

    // MARK: Layout

    /// The area the layout fills: the bounds less `contentInset`.
    var contentBounds: CGRect { CGRect(origin: .zero, size: bounds.size).inset(by: contentInset) }

    /// A self-sizing cell's size: the data source's cell measured within `room` across the scrolling axis; kept to
    /// be placed by this layout.
    package func fittingSize(ofItemAt indexPath: IndexPath, room: CGFloat, vertical: Bool) -> CGSize {
        guard let dataSource else { return .zero }
        let cell = measuredCells[indexPath] ?? dataSource.collectionView(self, cellForItemAt: indexPath)
        measuredCells[indexPath] = cell
        // In the tree while it is measured, as UIKit's cells are: it sets itself up and takes the traits.
        if cell.superview !== self { addSubview(cell) }
        let proposal = vertical ? CGSize(width: room, height: .infinity) : CGSize(width: .infinity, height: room)
        var size = cell.measure(proposal)
        if vertical { size.width = min(size.width, room) } else { size.height = min(size.height, room) }
        return size
    }

    /// A self-sizing cell's size in a layout that estimated some of it (`estimated` marks those axes of `size`):
    /// what the data source's cell prefers (`preferredLayoutAttributesFitting(_:)`); the cell is kept to be placed.
    package func preferredSize(
        ofItemAt indexPath: IndexPath, size: CGSize, estimated: (width: Bool, height: Bool)
    ) -> CGSize {
        guard let dataSource else { return .zero }
        let cell = measuredCells[indexPath] ?? dataSource.collectionView(self, cellForItemAt: indexPath)
        measuredCells[indexPath] = cell
        if cell.superview !== self { addSubview(cell) }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(origin: .zero, size: size)
        cell.estimatedAxes = estimated
        let preferred = cell.preferredLayoutAttributesFitting(attributes).size
        return CGSize(
            width: estimated.width ? preferred.width : size.width,
            height: estimated.height ? preferred.height : size.height)
    }

    open override func layoutSubviews() {
        // Cells measured since the last layout (by this layout's `prepare`, or an earlier one asked for the content
        // size) are placed as they are; the rest of the last layout's views go.
        let measured = Set(measuredCells.values.map(ObjectIdentifier.init))
        for entry in placed where !measured.contains(ObjectIdentifier(entry.view)) { entry.view.removeFromSuperview() }
        placed = []
        backgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        guard let dataSource else { return }
        let layout = collectionViewLayout
        layout.collectionView = self
        layout.prepare()
        contentSize = layout.collectionViewContentSize
        let origin = CGPoint(x: contentInset.left - contentOffset.x, y: contentInset.top - contentOffset.y)
        let visible = CGRect(
            x: contentOffset.x - contentInset.left, y: contentOffset.y - contentInset.top, width: bounds.width,
            height: bounds.height)
        let elements = (layout.layoutAttributesForElements(in: visible) ?? []).sorted { $0.zIndex < $1.zIndex }
        for attributes in elements {
            let view: UICollectionReusableView
            switch attributes.representedElementCategory {
            case .cell:
                let cell =
                    measuredCells[attributes.indexPath]
                    ?? dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
                cell.isSelected = selected.contains(attributes.indexPath)
                view = cell
            case .supplementaryView:
                view = dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "",
                    at: attributes.indexPath)
            case .decorationView:
                guard let type = layout.decorationViewClasses[attributes.representedElementKind ?? ""] else { continue }
                view = type.init()
            }
            addSubview(view)
            view.frame = attributes.frame.offsetBy(dx: origin.x, dy: origin.y)
            view.alpha = attributes.alpha
            view.isHidden = attributes.isHidden
            view.apply(attributes)
            if let cell = view as? UICollectionViewCell {
                delegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            }
            placed.append((attributes, view))
        }
        let shown = Set(placed.map { ObjectIdentifier($0.view) })
        for cell in measuredCells.values where !shown.contains(ObjectIdentifier(cell)) { cell.removeFromSuperview() }
        measuredCells = [:]
    }
}
