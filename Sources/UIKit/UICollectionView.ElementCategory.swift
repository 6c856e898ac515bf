extension UICollectionView {
    /// What kind of element a set of layout attributes is for.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }
}
