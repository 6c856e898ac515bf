/// A field a `Filter` of `Scope` compares, with its value type (the SDK's `FilterKey`).
public struct FilterKey<Scope: FilterScope, Value: FilterValue>: ExpressibleByStringLiteral, RawRepresentable,
    Sendable
{
    /// The field's name in Stream's API.
    public let rawValue: String

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public init(rawValue value: String) {
        rawValue = value
    }
}
