/// A pan (drag) recognizer, as in UIKit; inert in a still picture.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers (1).
    open var minimumNumberOfTouches = 1
    /// Most fingers (unlimited).
    open var maximumNumberOfTouches = Int.max
    /// How far the pan moved in a view: nowhere.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// Sets the translation; kept nowhere.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// How fast the pan moves in a view: not at all.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
