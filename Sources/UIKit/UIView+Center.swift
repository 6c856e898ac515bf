import CoreGraphics

extension UIView {
    /// The centre of the frame, in the superview's coordinates, as in UIKit: setting it moves the frame and keeps
    /// its size.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }
}
