import Foundation

/// A change of an observed list (the SDK's `ListChange`).
public enum ListChange<Item> {
    case insert(_ item: Item, index: IndexPath)
    case move(_ item: Item, fromIndex: IndexPath, toIndex: IndexPath)
    case update(_ item: Item, index: IndexPath)
    case remove(_ item: Item, index: IndexPath)

    /// The item changed.
    public var item: Item {
        switch self {
        case .insert(let item, _), .move(let item, _, _), .update(let item, _), .remove(let item, _): item
        }
    }

    /// Where the item is after the change.
    public var indexPath: IndexPath {
        switch self {
        case .insert(_, let index), .update(_, let index), .remove(_, let index): index
        case .move(_, _, let toIndex): toIndex
        }
    }

    public var isInsertion: Bool { if case .insert = self { true } else { false } }
    public var isMove: Bool { if case .move = self { true } else { false } }
    public var isUpdate: Bool { if case .update = self { true } else { false } }
    public var isRemove: Bool { if case .remove = self { true } else { false } }
}

extension ListChange: CustomStringConvertible {
    public var description: String {
        switch self {
        case .insert(let item, let index): "Insert \(index): \(item)"
        case .move(let item, let from, let to): "Move \(from) to \(to): \(item)"
        case .update(let item, let index): "Update \(index): \(item)"
        case .remove(let item, let index): "Remove \(index): \(item)"
        }
    }
}

extension ListChange: Equatable where Item: Equatable {}
