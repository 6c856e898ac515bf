extension UISwitch {
    /// How a switch looks (UIKit's `UISwitch.Style`); on iOS every style is the sliding switch.
    public enum Style: Int, Sendable {
        /// The platform's style: sliding, on iOS.
        case automatic
        /// A checkbox (Mac Catalyst).
        case checkbox
        /// The sliding switch.
        case sliding
    }
}
