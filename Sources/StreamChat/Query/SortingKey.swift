/// A field a query sorts by (the SDK's `SortingKey`).
public protocol SortingKey: Encodable {}
