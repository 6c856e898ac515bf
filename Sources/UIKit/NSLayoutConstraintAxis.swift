extension NSLayoutConstraint {
    /// A layout axis: stacks, content hugging and compression resistance are per axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
