extension UIView {
    /// How a view places its content (an image view's image) in its bounds, as in UIKit.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds.
        case scaleToFill
        /// Scaled, keeping its aspect, to fit inside the bounds; centred.
        case scaleAspectFit
        /// Scaled, keeping its aspect, to cover the bounds; centred (cut to the bounds).
        case scaleAspectFill
        /// Redrawn when the bounds change; an image is stretched as with `.scaleToFill`.
        case redraw
        /// Unscaled, centred.
        case center
        /// Unscaled, centred horizontally at the top.
        case top
        /// Unscaled, centred horizontally at the bottom.
        case bottom
        /// Unscaled, centred vertically at the left.
        case left
        /// Unscaled, centred vertically at the right.
        case right
        /// Unscaled, in the top-left corner.
        case topLeft
        /// Unscaled, in the top-right corner.
        case topRight
        /// Unscaled, in the bottom-left corner.
        case bottomLeft
        /// Unscaled, in the bottom-right corner.
        case bottomRight
    }
}
