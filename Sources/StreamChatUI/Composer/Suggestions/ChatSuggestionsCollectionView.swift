import ChatCanvas
import UIKit

/// The rows of the popup, stacked from the top and clipped at the popup's height.
open class ChatSuggestionsCollectionView: _View {
    public let stackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    /// The collection view an app's data source fills (`ChatSuggestionsVC.dataSource`): the cell classes it
    /// registers and the layout it reads live here; its cells are shown as the rows.
    public private(set) lazy var itemsCollectionView = UICollectionView(
        frame: .zero, collectionViewLayout: ChatSuggestionsCollectionViewLayout())
    /// The layout of the rows (a `ChatSuggestionsCollectionViewLayout`, a flow layout).
    public var collectionViewLayout: UICollectionViewLayout { itemsCollectionView.collectionViewLayout }
    /// The data source whose cells `reloadData()` shows (set by `ChatSuggestionsVC.dataSource`).
    weak var itemsDataSource: UICollectionViewDataSource?

    /// Registers the class of the cells an app's data source dequeues with `identifier`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        itemsCollectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// A cell of a registered class for the data source to fill.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        itemsCollectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// Shows the data source's cells as the rows, top to bottom (the first section's items).
    public func reloadData() {
        guard let dataSource = itemsDataSource else { return }
        stackView.removeAllArrangedSubviews()
        let count = dataSource.collectionView(itemsCollectionView, numberOfItemsInSection: 0)
        for item in 0..<max(0, count) {
            let cell = dataSource.collectionView(itemsCollectionView, cellForItemAt: IndexPath(item: item, section: 0))
            stackView.addArrangedSubview(cell)
        }
        setNeedsLayout()
    }

    open override func setUpLayout() {
        addSubview(stackView)
    }

    open override func layoutSubviews() {
        let h = stackView.sizeThatFits(CGSize(width: bounds.width, height: CGFloat.infinity)).height
        stackView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: h)
    }
}
