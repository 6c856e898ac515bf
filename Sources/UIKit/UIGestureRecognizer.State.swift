extension UIGestureRecognizer {
    /// Where a recognizer stands.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture recognized: the same as `.ended`.
        public static let recognized = State.ended
    }
}
