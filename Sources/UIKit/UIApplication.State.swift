extension UIApplication {
    /// The app's state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }
}
