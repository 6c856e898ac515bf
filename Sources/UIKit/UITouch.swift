import CoreGraphics
import Foundation

/// A finger on the screen. Inert: a still picture has no touches, so none is ever made by chatshot; the type is here
/// so that an app's `touchesBegan(_:with:)` overrides compile.
open class UITouch: NSObject {
    /// The view the touch began in (none here).
    open var view: UIView? { nil }
    /// The window the touch began in (none here).
    open var window: UIWindow? { nil }
    /// How many times the finger tapped.
    open var tapCount: Int { 0 }
    /// When the touch last changed, in seconds.
    open var timestamp: TimeInterval { 0 }

    /// The touch's location in the view's coordinates: the origin here.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// The touch's previous location in the view's coordinates: the origin here.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}
