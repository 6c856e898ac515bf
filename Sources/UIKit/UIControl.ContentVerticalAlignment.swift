extension UIControl {
    /// How a control places its content vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
