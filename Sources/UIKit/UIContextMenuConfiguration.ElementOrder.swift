extension UIContextMenuConfiguration {
    /// The order of a context menu's elements (UIKit's `UIContextMenuConfiguration.ElementOrder`).
    public enum ElementOrder: Int, Sendable {
        case automatic, priority, fixed
    }
}
