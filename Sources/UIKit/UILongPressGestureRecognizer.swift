/// A long-press recognizer, as in UIKit; inert in a still picture.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the press must last (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the finger may move (10).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (0).
    open var numberOfTapsRequired = 0
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1
}
