import CoreGraphics

extension UIView {
    /// The middle of the view's frame, in its superview's coordinates; setting it moves the frame, keeping its size.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }
}
