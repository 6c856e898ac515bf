import CoreGraphics
import Foundation

/// Where a layout puts one element of a collection view: its frame, index path, kind and look.
open class UICollectionViewLayoutAttributes {
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame.size = newValue
            center = c
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var indexPath: IndexPath
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var zIndex = 0
    open var transform: CGAffineTransform = .identity
    public let representedElementCategory: UICollectionView.ElementCategory
    public let representedElementKind: String?

    /// The attributes of a cell.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }
    /// The attributes of a supplementary view (a header or footer, by kind).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
    /// The attributes of a decoration view (drawn by the layout; chatshot's layouts make none).
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// An independent copy.
    open func copy() -> UICollectionViewLayoutAttributes {
        let c: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: c = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            c = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView:
            c = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        c.frame = frame
        c.alpha = alpha
        c.isHidden = isHidden
        c.zIndex = zIndex
        c.transform = transform
        return c
    }
}
