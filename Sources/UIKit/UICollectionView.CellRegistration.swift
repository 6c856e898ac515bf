import Foundation

extension UICollectionView {
    /// How to make and configure a cell of class `Cell` for an item, as in UIKit
    /// (`dequeueConfiguredReusableCell(using:for:item:)`).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler

        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// How to make and configure a supplementary view of class `Supplementary` and a kind, as in UIKit.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A new cell of the registration's class, configured by its handler for the item.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let cell = Cell()
        cell.reuseIdentifier = String(describing: Cell.self)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new supplementary view of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let view = Supplementary()
        view.reuseIdentifier = String(describing: Supplementary.self)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
