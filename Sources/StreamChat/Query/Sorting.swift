/// One sort criterion of a query (the SDK's `Sorting`): a key and a direction.
public struct Sorting<Key: SortingKey>: Encodable, CustomStringConvertible {
    /// The field.
    public let key: Key
    /// 1 ascending, -1 descending (Stream's API).
    public let direction: Int

    public var isAscending: Bool { direction == 1 }
    public var description: String { "\(key):\(direction)" }

    public init(key: Key, isAscending: Bool = false) {
        self.key = key
        direction = isAscending ? 1 : -1
    }
}

extension Sorting: Sendable where Key: Sendable {}
