import Foundation

/// A query filter (the SDK's `Filter`): `.equal(.type, to: .messaging)`, `.containMembers(userIds:)`,
/// `.and([…])`. Offline, chatshot matches channels against the keys it knows (`cid`, `id`, `type`, `name`,
/// `members`) and lets every other condition pass.
public struct Filter<Scope: FilterScope>: Sendable {
    /// The operator, as Stream's API writes it (`$eq`, `$in`, `$and`, …).
    public let `operator`: String
    /// The field compared; nil for `and`, `or`, `nor`.
    public let key: String?
    /// The value compared with (the sub-filters for `and`, `or`, `nor`).
    public let value: FilterValue

    init(operator: FilterOperator, key: String?, value: FilterValue) {
        self.operator = `operator`.rawValue
        self.key = key
        self.value = value
    }
}

extension Filter {
    /// All of `filters`.
    public static func and(_ filters: [Filter]) -> Filter { Filter(operator: .and, key: nil, value: filters) }
    /// Any of `filters`.
    public static func or(_ filters: [Filter]) -> Filter { Filter(operator: .or, key: nil, value: filters) }
    /// None of `filters`.
    public static func nor(_ filters: [Filter]) -> Filter { Filter(operator: .nor, key: nil, value: filters) }

    public static func equal<Value>(_ key: FilterKey<Scope, Value>, to value: Value) -> Filter {
        Filter(operator: .equal, key: key.rawValue, value: value)
    }

    public static func equal<Value>(_ key: FilterKey<Scope, Value>, values: [Value]) -> Filter {
        Filter(operator: .equal, key: key.rawValue, value: values)
    }

    public static func notEqual<Value>(_ key: FilterKey<Scope, Value>, to value: Value) -> Filter {
        Filter(operator: .notEqual, key: key.rawValue, value: value)
    }

    public static func greater<Value>(_ key: FilterKey<Scope, Value>, than value: Value) -> Filter {
        Filter(operator: .greater, key: key.rawValue, value: value)
    }

    public static func greaterOrEqual<Value>(_ key: FilterKey<Scope, Value>, than value: Value) -> Filter {
        Filter(operator: .greaterOrEqual, key: key.rawValue, value: value)
    }

    public static func less<Value>(_ key: FilterKey<Scope, Value>, than value: Value) -> Filter {
        Filter(operator: .less, key: key.rawValue, value: value)
    }

    public static func lessOrEqual<Value>(_ key: FilterKey<Scope, Value>, than value: Value) -> Filter {
        Filter(operator: .lessOrEqual, key: key.rawValue, value: value)
    }

    public static func `in`<Value>(_ key: FilterKey<Scope, Value>, values: [Value]) -> Filter {
        Filter(operator: .in, key: key.rawValue, value: values)
    }

    public static func notIn<Value>(_ key: FilterKey<Scope, Value>, values: [Value]) -> Filter {
        Filter(operator: .notIn, key: key.rawValue, value: values)
    }

    public static func query<Value>(_ key: FilterKey<Scope, Value>, text: String) -> Filter {
        Filter(operator: .query, key: key.rawValue, value: text)
    }

    public static func autocomplete<Value>(_ key: FilterKey<Scope, Value>, text: String) -> Filter {
        Filter(operator: .autocomplete, key: key.rawValue, value: text)
    }

    public static func exists<Value>(_ key: FilterKey<Scope, Value>, exists: Bool = true) -> Filter {
        Filter(operator: .exists, key: key.rawValue, value: exists)
    }

    public static func isNil<Value>(_ key: FilterKey<Scope, Value>) -> Filter {
        Filter(operator: .isNil, key: key.rawValue, value: true)
    }

    public static func contains<Value>(_ key: FilterKey<Scope, Value>, value: String) -> Filter {
        Filter(operator: .contains, key: key.rawValue, value: value)
    }
}

extension Filter: CustomStringConvertible {
    public var description: String {
        if let filters = value as? [Filter] {
            return "\(self.operator)(" + filters.map(\.description).joined(separator: ", ") + ")"
        }
        return "\(key ?? "") \(self.operator) \(value)"
    }
}

extension Filter {
    /// The value as strings, for matching: a string, a cid, a type, or an array of them; nil for other values.
    var stringValues: [String]? {
        func strings(_ value: Any) -> [String]? {
            switch value {
            case let s as String: [s]
            case let cid as ChannelId: [cid.rawValue]
            case let type as ChannelType: [type.rawValue]
            case let array as [Any]:
                array.reduce(into: [String]?([])) { result, element in
                    guard let more = strings(element) else {
                        result = nil
                        return
                    }
                    result?.append(contentsOf: more)
                }
            default: nil
            }
        }
        return strings(value)
    }
}

extension Filter: Encodable {
    /// Stream's JSON: `{"key": {"$op": value}}`, or `{"$and": [filters]}`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: FilterCodingKey.self)
        if let key {
            var inner = container.nestedContainer(keyedBy: FilterCodingKey.self, forKey: FilterCodingKey(key))
            try inner.encode(value, forKey: FilterCodingKey(self.operator))
        } else {
            try container.encode(value, forKey: FilterCodingKey(self.operator))
        }
    }
}

/// A key of a filter's JSON.
private struct FilterCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
