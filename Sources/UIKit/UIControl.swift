/// The base of controls (buttons, switches, sliders), as in UIKit: enabled, selected and highlighted states, and
/// actions for control events.
///
/// Without the Objective-C runtime a target-action pair (`addTarget(_:action:for:)` with a `Selector`) cannot be
/// called: it is recorded (`actions(forTarget:forControlEvent:)`, `allControlEvents`) and `sendActions(for:)` skips
/// it. `UIAction` closures (`addAction(_:for:)`, `init(frame:primaryAction:)`) are called by `sendActions(for:)`.
open class UIControl: UIView {
    private struct TargetAction {
        weak var object: AnyObject?
        let hasTarget: Bool
        let action: Selector
        var events: UIControl.Event
    }
    private struct ActionEntry {
        let action: UIAction
        var events: UIControl.Event
    }
    private var targetActions: [TargetAction] = []
    private var actionEntries: [ActionEntry] = []

    /// Whether the control is enabled (`.disabled` in `state` when not).
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (touched).
    open var isHighlighted = false
    /// Whether the control is tracking a touch: never, in a still picture.
    open var isTracking: Bool { false }
    /// Whether a tracked touch is inside the control: never, in a still picture.
    open var isTouchInside: Bool { false }
    /// How content is placed vertically in the control.
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    /// How content is placed horizontally in the control.
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center

    /// The control's state: `.normal`, or the union of `.disabled`, `.selected` and `.highlighted`.
    open var state: UIControl.State {
        var s: UIControl.State = .normal
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    /// A control with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// chatshot reads no archives: a zero frame.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A control whose `primaryAction` runs for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Target-action

    /// Records a target and a selector for the events. Swift on Linux cannot call a selector: `sendActions(for:)`
    /// skips it (the target is held weakly, as in UIKit).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.flatMap { Mirror(reflecting: $0).displayStyle == .class ? $0 as AnyObject : nil }
        if let i = targetActions.firstIndex(where: { matches($0, object: object, hasTarget: target != nil, action) }) {
            targetActions[i].events.formUnion(controlEvents)
        } else {
            targetActions.append(
                TargetAction(
                    object: object, hasTarget: target != nil, action: action,
                    events: controlEvents))
        }
    }

    /// Removes a target's action (every action when `action` is `nil`; every target when `target` is `nil`) for
    /// the events.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.flatMap { Mirror(reflecting: $0).displayStyle == .class ? $0 as AnyObject : nil }
        for i in targetActions.indices {
            let entry = targetActions[i]
            guard target == nil || entry.object === object, action == nil || entry.action == action else { continue }
            targetActions[i].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// The names of the selectors recorded for a target and an event (`nil` when there are none).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target.flatMap { Mirror(reflecting: $0).displayStyle == .class ? $0 as AnyObject : nil }
        let names = targetActions.filter { entry in
            (object == nil ? !entry.hasTarget : entry.object === object) && !entry.events.isDisjoint(with: controlEvent)
        }.map { $0.action.name }
        return names.isEmpty ? nil : names
    }

    /// Every event that has a target-action or an action.
    open var allControlEvents: UIControl.Event {
        (targetActions.map(\.events) + actionEntries.map(\.events)).reduce([]) { $0.union($1) }
    }

    private func matches(_ entry: TargetAction, object: AnyObject?, hasTarget: Bool, _ action: Selector) -> Bool {
        entry.action == action && entry.hasTarget == hasTarget && entry.object === object
    }

    // MARK: Actions

    /// Adds an action for the events; adding an action with the same identifier replaces it.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let i = actionEntries.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actionEntries[i] = ActionEntry(action: action, events: actionEntries[i].events.union(controlEvents))
        } else {
            actionEntries.append(ActionEntry(action: action, events: controlEvents))
        }
    }
    /// Removes an action for the events.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }
    /// Removes the action with that identifier for the events.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for i in actionEntries.indices where actionEntries[i].action.identifier == actionIdentifier {
            actionEntries[i].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }
    /// Runs an action now, with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
    /// Runs the control's primary action: the actions added for `.primaryActionTriggered`.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }
    /// Runs the `UIAction`s added for any of the events, in the order they were added. Target-actions (selectors)
    /// are skipped: there is no Objective-C runtime to call them.
    open func sendActions(for controlEvents: UIControl.Event) {
        let due = actionEntries.filter { !$0.events.isDisjoint(with: controlEvents) }
        for entry in due { entry.action.perform(sender: self) }
    }
}
