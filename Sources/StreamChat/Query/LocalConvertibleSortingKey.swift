import Foundation

/// A sort key that can also sort models in memory (the SDK's `LocalConvertibleSortingKey`); `ChannelListSortingKey`
/// is this for channels.
public struct LocalConvertibleSortingKey<Model>: SortingKey, Equatable, CustomStringConvertible, @unchecked Sendable {
    /// The key's name in Stream's API.
    let remoteKey: String
    /// Orders two models ascending by the key; nil when chatshot's models lack the field (no effect offline).
    let ascending: ((Model, Model) -> Bool)?

    init(remoteKey: String, ascending: ((Model, Model) -> Bool)?) {
        self.remoteKey = remoteKey
        self.ascending = ascending
    }

    /// A key of the app's own: `keyPath` sorts in memory, `key` names it in the API.
    public static func custom<Value: Comparable>(keyPath: KeyPath<Model, Value>, key: String) -> Self {
        Self(remoteKey: key) { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.remoteKey == rhs.remoteKey }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(remoteKey)
    }

    public var description: String { remoteKey }
}
