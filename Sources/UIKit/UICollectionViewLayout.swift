import CoreGraphics
import Foundation

/// Decides where a collection view's cells and supplementary views go. A subclass overrides `prepare()`,
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` (and the per-item look-ups), as in UIKit; the
/// collection view asks it at each layout.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view laid out (set when the layout is given to one).
    open internal(set) weak var collectionView: UICollectionView?

    public init() {}
    public required init?(coder: NSCoder) {}

    /// Called before each layout: compute and keep the attributes here.
    open func prepare() {}
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of one supplementary view.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of one decoration view.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// Marks the layout stale: the next layout of the collection view prepares it again (each one does here).
    open func invalidateLayout() { UIView.invalidateMeasurements() }
    /// Whether a change of bounds needs a new layout (each layout is new here).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Whether the layout mirrors in right-to-left layouts.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The offset to stop at for a proposed one (no scrolling here: the proposal).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// Registers the class the collection view makes for this layout's decoration views of a kind (separators,
    /// section backgrounds).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]
}
