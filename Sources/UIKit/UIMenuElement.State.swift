extension UIMenuElement {
    /// Whether an element shows a check mark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
