/// The base of gesture recognizers, as in UIKit. A still picture has no touches: a recognizer keeps its targets
/// (selectors, which Swift on Linux cannot call) and its view, stays `.possible` and never fires.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    private var targets: [(object: AnyObject?, action: Selector)] = []

    /// The view it is attached to (`addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    /// Its state: always `.possible`.
    open var state: UIGestureRecognizer.State = .possible
    /// Whether it is enabled.
    open var isEnabled = true
    /// Its delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether recognized touches are cancelled in the view.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after failing.
    open var delaysTouchesBegan = false
    /// Whether the end of touches reaches the view only after failing.
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    /// A recognizer sending `action` to `target` (recorded; never sent).
    public init(target: Any?, action: Selector?) {
        if let action { addTarget(target as Any, action: action) }
    }
    /// A recognizer without a target.
    public convenience init() { self.init(target: nil, action: nil) }

    /// Records a target and a selector.
    open func addTarget(_ target: Any, action: Selector) {
        let object = Mirror(reflecting: target).displayStyle == .class ? target as AnyObject : nil
        targets.append((object, action))
    }
    /// Removes a target's selector (every one when `action` is `nil`; every target when `target` is `nil`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.flatMap { Mirror(reflecting: $0).displayStyle == .class ? $0 as AnyObject : nil }
        targets.removeAll { (target == nil || $0.object === object) && (action == nil || $0.action == action) }
    }
    /// The names of the selectors recorded, in order.
    public var actionNames: [String] { targets.map(\.action.name) }
    /// Where the gesture is in a view: the origin (there are no touches).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// How many touches the gesture has: none.
    open var numberOfTouches: Int { 0 }
    /// Makes this recognizer wait for another to fail (kept; changes nothing).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}
