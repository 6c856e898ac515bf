import UIKit

/// The channel list's layout (`Components.channelListLayout`): one full-width row per item, as tall as its cell
/// measures, each followed by a `separatorHeight` separator (a decoration view of kind `separatorKind`, drawn by the
/// class registered for it: `Components.channelCellSeparator`). Rows are measured only as far as the collection
/// view's bounds reach (a list of thousands costs what a screenful does); the content size counts the rows beyond
/// at the last measured height.
open class ListCollectionViewLayout: UICollectionViewFlowLayout {
    /// The decoration kind of the separators.
    open class var separatorKind: String { "CellSeparator" }
    /// The separator's thickness (1 pt in the SDK's 1× pictures).
    open var separatorHeight: CGFloat = 1

    private var rows: [UICollectionViewLayoutAttributes] = []
    private var separators: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    /// `required`, so the channel list can make `Components.channelListLayout`'s class.
    public required override init() {
        super.init()
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    open override func prepare() {
        rows = []
        separators = []
        height = 0
        guard let view = collectionView, let dataSource = view.dataSource else { return }
        let width = view.bounds.width
        let reach = view.contentOffset.y + view.bounds.height
        let count = max(0, dataSource.collectionView(view, numberOfItemsInSection: 0))
        var y: CGFloat = 0
        var last: CGFloat = 0
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: 0)
            guard y < reach else {
                y += CGFloat(count - item) * (last + separatorHeight)
                break
            }
            last = view.fittingSize(ofItemAt: indexPath, room: width, vertical: true).height
            let row = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            row.frame = CGRect(x: 0, y: y, width: width, height: last)
            let separator = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: Self.separatorKind, with: indexPath)
            separator.frame = CGRect(x: 0, y: y + last, width: width, height: separatorHeight)
            rows.append(row)
            separators.append(separator)
            y += last + separatorHeight
        }
        height = y
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (rows + separators).filter { $0.frame.intersects(rect) }
    }
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.first { $0.indexPath == indexPath }
    }
}
