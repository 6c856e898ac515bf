extension UIContextMenuInteraction {
    /// How a context menu shows (UIKit's `UIContextMenuInteraction.Appearance`).
    public enum Appearance: Int, Sendable {
        case unknown, rich, compact
    }
}
