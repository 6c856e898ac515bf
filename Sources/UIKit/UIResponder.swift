/// The base of views, view controllers and the application, as in UIKit. chatshot has no events: the responder chain
/// is kept (`next`) and first-responder requests change nothing in a still picture.
@preconcurrency @MainActor
open class UIResponder {
    /// Values kept on this object by key: what Objective-C's associated objects give a category.
    private var associatedValues: [String: Any] = [:]

    /// A responder.
    public init() {}

    /// The value kept on this object under `key` (see `setAssociatedValue(_:forKey:)`), or `nil`.
    package func associatedValue(forKey key: String) -> Any? { associatedValues[key] }
    /// Keeps `value` on this object under `key` (`nil` removes it): lets an extension add state to any responder,
    /// as Objective-C's `objc_setAssociatedObject` does.
    package func setAssociatedValue(_ value: Any?, forKey key: String) { associatedValues[key] = value }

    /// The next responder in the chain: a view's superview; `nil` here.
    open var next: UIResponder? { nil }
    /// Whether the responder can become first responder; `false` by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give up first-responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether the responder is first responder: never, in a still render.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder. Nothing takes focus in a still picture: returns `false`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    /// Gives up first-responder status: returns `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    // MARK: Touches (inert: a still picture delivers none)

    /// Called when fingers touch down; never in a still picture.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Called when touches move; never in a still picture.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Called when fingers lift; never in a still picture.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Called when the system cancels touches; never in a still picture.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
