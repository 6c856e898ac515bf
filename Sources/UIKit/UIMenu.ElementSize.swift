extension UIMenu {
    /// The size of a menu's children shown in a row (UIKit's `UIMenu.ElementSize`).
    public enum ElementSize: Int, Sendable {
        case small, medium, large
        /// The system's choice.
        public static let automatic = ElementSize.large
    }
}
