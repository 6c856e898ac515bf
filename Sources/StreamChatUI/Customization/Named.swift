/// The storage of a property that manifests set by name: a palette colour (`@Named public var brand500 = …`), a
/// `Components` flag or view slot. Its box is what reflecting the owner finds (`Mirror`), so the owner's tables of
/// names, getters and setters (`NamedProperties`) come from the declarations themselves. For Swift code the
/// property stays a plain `public var` of its type. (Public because those properties are.)
@propertyWrapper
public final class Named<Value>: NamedStorage, @unchecked Sendable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    func value<T>(as _: T.Type) -> T? { wrappedValue as? T }
}

/// A `Named` box whatever its value's type (view slots hold different metatypes).
protocol NamedStorage: AnyObject, Sendable {
    /// The value, if it is a `T`.
    func value<T>(as _: T.Type) -> T?
}
