/// A conditional rule of a manifest's `messageLayoutOptionsResolver`: when the condition holds for a message,
/// remove and insert layout options (after the default rules and the unconditional remove/insert).
public struct LayoutOptionsRule: Sendable {
    public var when: Condition
    public var remove: [String]
    public var insert: [String]
    public init(when: Condition, remove: [String] = [], insert: [String] = []) {
        self.when = when
        self.remove = remove
        self.insert = insert
    }
}
