/// Key-value coding by name, as Objective-C's `NSObject` gives every UIKit object (`bar.setValue(true, forKey:
/// "hidesShadow")`). Without the Objective-C runtime a key cannot reach a property: the value is kept on the object
/// under its key and `value(forKey:)` returns it; nothing in the picture changes.
extension UIResponder {
    /// Keeps `value` under `key` (kept, not applied to a property).
    public func setValue(_ value: Any?, forKey key: String) {
        setAssociatedValue(value, forKey: Self.keyValueCodingPrefix + key)
    }

    /// The value last set under `key` with `setValue(_:forKey:)`, or nil.
    public func value(forKey key: String) -> Any? { associatedValue(forKey: Self.keyValueCodingPrefix + key) }

    private static var keyValueCodingPrefix: String { "kvc." }
}
