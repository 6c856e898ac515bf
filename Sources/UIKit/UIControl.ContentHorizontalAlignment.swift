extension UIControl {
    /// How a control places its content horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }
}
