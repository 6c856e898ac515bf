import ChatCanvas
import UIKit

/// One property a manifest may set on views: its name, its kind of value, and its setters for UIKit's views.
struct OverridableProperty: Sendable {
    let name: String
    let kind: OverrideValueKind
    /// Sets the value on a view; false when no setter is for the view's class or the value is of another kind.
    let apply: @MainActor @Sendable (UIView, OverrideValue) -> Bool

    /// How one class of view (or every view) takes the property's value.
    struct Setter<Value>: Sendable {
        let apply: @MainActor @Sendable (UIView, Value) -> Bool

        /// For views of class `V` (and its subclasses).
        static func on<V: UIView>(_: V.Type, _ set: @escaping @MainActor @Sendable (V, Value) -> Void) -> Setter {
            Setter { view, value in
                guard let v = view as? V else { return false }
                set(v, value)
                return true
            }
        }

        /// For every view.
        static func every(_ set: @escaping @MainActor @Sendable (UIView, Value) -> Void) -> Setter {
            Setter { view, value in
                set(view, value)
                return true
            }
        }
    }

    private init<Value>(
        _ name: String, _ kind: OverrideValueKind, _ setters: [Setter<Value>],
        _ extract: @escaping @Sendable (OverrideValue) -> Value?
    ) {
        self.name = name
        self.kind = kind
        apply = { view, value in
            guard let v = extract(value) else { return false }
            return setters.contains { $0.apply(view, v) }
        }
    }

    static func color(_ name: String, _ setters: Setter<UIColor>...) -> Self {
        Self(name, .color, setters) { if case .color(let v) = $0 { v } else { nil } }
    }
    static func number(_ name: String, _ setters: Setter<CGFloat>...) -> Self {
        Self(name, .number, setters) { if case .number(let v) = $0 { v } else { nil } }
    }
    static func bool(_ name: String, _ setters: Setter<Bool>...) -> Self {
        Self(name, .bool, setters) { if case .bool(let v) = $0 { v } else { nil } }
    }
    static func string(_ name: String, _ setters: Setter<String>...) -> Self {
        Self(name, .string, setters) { if case .string(let v) = $0 { v } else { nil } }
    }
    static func font(_ name: String, _ setters: Setter<UIFont>...) -> Self {
        Self(name, .font, setters) { if case .font(let v) = $0 { v } else { nil } }
    }
    static func image(_ name: String, _ setters: Setter<UIImage>...) -> Self {
        Self(name, .image, setters) { if case .image(let v) = $0 { v } else { nil } }
    }
    static func insets(_ name: String, _ setters: Setter<UIEdgeInsets>...) -> Self {
        Self(name, .insets, setters) { if case .insets(let v) = $0 { v } else { nil } }
    }
    static func size(_ name: String, _ setters: Setter<CGSize>...) -> Self {
        Self(name, .size, setters) { if case .size(let v) = $0 { v } else { nil } }
    }
}
