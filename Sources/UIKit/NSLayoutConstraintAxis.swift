extension NSLayoutConstraint {
    /// The axis content hugging and compression resistance apply to.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public typealias Attribute = NSLayoutAttribute
    public typealias Relation = NSLayoutRelation
}
