/// A change of one observed item (the SDK's `EntityChange`).
public enum EntityChange<Item> {
    case create(_ item: Item)
    case update(_ item: Item)
    case remove(_ item: Item)

    /// The item changed.
    public var item: Item {
        switch self {
        case .create(let item), .update(let item), .remove(let item): item
        }
    }
}

extension EntityChange: CustomStringConvertible {
    public var description: String {
        switch self {
        case .create(let item): "Create: \(item)"
        case .update(let item): "Update: \(item)"
        case .remove(let item): "Remove: \(item)"
        }
    }
}

extension EntityChange: Equatable where Item: Equatable {}
