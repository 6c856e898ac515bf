import Foundation

/// A touch, motion or press event. Inert: chatshot delivers no events; the type is here so that an app's touch
/// handling compiles.
open class UIEvent: NSObject {
    /// When the event happened, in seconds.
    open var timestamp: TimeInterval { 0 }
    /// The event's touches (none here).
    open var allTouches: Set<UITouch>? { nil }

    /// The event's touches in a view (none here).
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
}
