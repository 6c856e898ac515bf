/// A tap recognizer, as in UIKit; inert in a still picture.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1
}
