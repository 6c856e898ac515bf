extension UIContextualAction {
    /// How a swipe action is drawn (UIKit's `UIContextualAction.Style`).
    public enum Style: Int, Sendable {
        /// A grey action.
        case normal
        /// A red action that removes the row.
        case destructive
    }
}
