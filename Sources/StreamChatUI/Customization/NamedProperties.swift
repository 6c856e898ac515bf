import Synchronization

/// The `@Named` properties of a class, read by reflection of one instance (its defaults): their names in
/// declaration order, and where each sits among the class's stored properties, to find the same property in any
/// instance. Built once per class; reflection is slow (thousands of instructions per property), so an instance
/// reflects a property only the first time it is asked for it and keeps its box (`NamedBoxes`).
struct NamedProperties<Owner: NamedPropertyOwner>: Sendable {
    private struct Property: Sendable {
        let name: String
        /// The index among the owner's stored properties (the children of its `Mirror`).
        let position: Int
        /// The box of the reflected instance, whose value tells what type the property holds.
        let defaults: any NamedStorage
    }

    private let properties: [Property]
    private let byName: [String: Property]

    init(of instance: Owner) {
        var properties: [Property] = []
        for (position, child) in Mirror(reflecting: instance).children.enumerated() {
            // A wrapped property `x` is stored as `_x`.
            guard let label = child.label, label.hasPrefix("_"), let box = child.value as? any NamedStorage else {
                continue
            }
            properties.append(Property(name: String(label.dropFirst()), position: position, defaults: box))
        }
        self.properties = properties
        byName = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0) })
    }

    /// The names of the properties that hold `Value`s, in declaration order.
    func names<Value>(of _: Value.Type) -> [String] {
        properties.filter { $0.defaults.value(as: Value.self) != nil }.map(\.name)
    }

    /// The value of property `name` in `owner` (nil for an unknown name or a property of another type).
    func value<Value>(_ name: String, as type: Value.Type, in owner: Owner) -> Value? {
        box(name, in: owner)?.value(as: type)
    }

    /// Sets property `name` of `owner`, declared as a `Value`; false for an unknown name or another type.
    @discardableResult
    func set<Value>(_ name: String, to value: Value, in owner: Owner) -> Bool {
        guard let box = box(name, in: owner) as? Named<Value> else { return false }
        box.wrappedValue = value
        return true
    }

    private func box(_ name: String, in owner: Owner) -> (any NamedStorage)? {
        owner.namedBoxes.box(name) {
            guard let position = byName[name]?.position else { return nil }
            let children = Mirror(reflecting: owner).children
            return children[children.index(children.startIndex, offsetBy: position)].value as? any NamedStorage
        }
    }
}

/// A class with `@Named` properties that `NamedProperties` reads and writes by name.
protocol NamedPropertyOwner: AnyObject {
    /// The boxes of this instance's named properties found so far.
    var namedBoxes: NamedBoxes { get }
}

/// The boxes of one instance's `@Named` properties that have been looked up by name (a property's box never
/// changes, only its value), so a property is reflected once per instance.
final class NamedBoxes: Sendable {
    private let found = Mutex<[String: any NamedStorage]>([:])

    init() {}

    /// The box of property `name`, from `reflect` the first time (nil: no such property).
    func box(_ name: String, reflect: () -> (any NamedStorage)?) -> (any NamedStorage)? {
        found.withLock { found in
            if let box = found[name] { return box }
            let box = reflect()
            found[name] = box
            return box
        }
    }
}
