/// The kind of object a `Filter` applies to (the SDK's `FilterScope`).
public protocol FilterScope {}
