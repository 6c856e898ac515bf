import ChatCanvas

/// A backdrop blur (UIKit's `UIVisualEffectView` with `.systemUltraThinMaterial`): what was painted under it is
/// blurred, then veiled with its background colour.
open class UIVisualEffectView: UIView {
    /// The blur radius in points.
    public var blurRadius: CGFloat = 20

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        canvas.blurContents(radius: blurRadius)
    }
}
