extension UICollectionView {
    /// The axis a flow layout fills lines along and scrolls on.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
