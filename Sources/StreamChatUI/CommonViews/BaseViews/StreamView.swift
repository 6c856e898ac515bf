import UIKit

/// What every one of the SDK's base classes (`_View`, `_Button`, `_Control`, `_ViewController`, `InputTextView`) keeps: whether
/// its lifecycle ran, its own theme, and the views a manifest added to it.
final class StreamViewState {
    var isSetUp = false
    var appearance: Appearance?
    var components: Components?
    var tintColor: UIColor?
    var manifestViews: [String: UIView] = [:]
    var manifestLayoutApplied = false
}

/// The SDK's base classes: a lifecycle, a theme and the hooks manifests customize views through. UIKit's own
/// views know none of this; these classes add it, as the SDK's `_View` family does.
///
/// As in the SDK, the base classes have `appearance` and `components` but do not themselves conform to
/// `AppearanceProvider` / `ComponentsProvider`: each SDK view (and an app's own) declares `ThemeProvider`.
protocol StreamView: UIView, Customizable {
    var streamState: StreamViewState { get }
    var appearance: Appearance { get set }
    var components: Components { get set }
    /// The names of the subviews a manifest can reach on this view type (`imageView`, `mainContainer`, …).
    static var customizableSubviewNames: [String] { get }
    /// The named subviews of this instance that exist right now.
    func customizableSubviews() -> [String: UIView]
    /// Sets one manifest property; false when the view has no such property.
    func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool
    /// Whether a manifest condition (`showWhen`) holds for this view's content.
    func evaluateOverrideCondition(_ condition: Condition) -> Bool
    /// Whether the slot's layout operations run right after `setUpLayout()` (views that build their tree later
    /// apply them themselves).
    var appliesOverrideLayoutAfterSetUpLayout: Bool { get }
}

extension StreamView {
    /// The lifecycle, once, with the manifest's changes at the SDK's points: its layout operations after
    /// `setUpLayout()`, its properties after `setUpAppearance()` and after `updateContent()`. Then the views below
    /// that were added before this one joined a drawn tree.
    func runLifecycleIfNeeded() {
        guard !streamState.isSetUp else { return }
        if let controller = self as? UIViewController {
            // As in the SDK, a controller's lifecycle runs in its `viewDidLoad()`; then it appears.
            controller.loadViewIfNeeded()
            controller.viewWillAppear(false)
            controller.viewDidAppear(false)
        } else {
            runLifecycle()
        }
    }

    /// `setUp()`, `setUpLayout()`, `setUpAppearance()`, `updateContent()` and the manifest's changes, now.
    func runLifecycle() {
        streamState.isSetUp = true
        setUp()
        setUpLayout()
        if appliesOverrideLayoutAfterSetUpLayout { applyManifestLayout() }
        setUpAppearance()
        applyManifestProperties()
        updateContent()
        applyManifestPropertiesToSubtree()
        setUpStreamViews(below: self)
    }

    /// Called when the view moved to a superview: it sets itself up when that tree is drawn, so it reads that
    /// tree's appearance and components. A view added to a detached container waits until the container joins.
    func setUpIfInDrawnTree() {
        guard let parent = superview, isDrawnTree(parent) else { return }
        runLifecycleIfNeeded()
    }

    var inheritedAppearance: Appearance {
        streamState.appearance ?? nearestStreamView(above: self)?.appearance ?? .default
    }
    var inheritedComponents: Components {
        streamState.components ?? nearestStreamView(above: self)?.components ?? .default
    }
    /// Its own tint, else its superview's, else the appearance's (the window's) tint.
    var inheritedTintColor: UIColor { streamState.tintColor ?? superview?.tintColor ?? appearance.tintColor }
}

/// The nearest Stream view strictly above `view`.
@preconcurrency @MainActor
func nearestStreamView(above view: UIView) -> (any StreamView)? {
    var current = view.superview
    while let v = current {
        if let stream = v as? any StreamView { return stream }
        current = v.superview
    }
    return nil
}

/// Sets up the Stream views at and below `view` when it joined a drawn tree: what a plain container that holds Stream
/// views (a stack) does when it moves to a superview, so views added to it while it was detached set up too.
@preconcurrency @MainActor
func setUpStreamViews(joining view: UIView) {
    guard let parent = view.superview, isDrawnTree(parent) else { return }
    if let stream = view as? any StreamView { stream.runLifecycleIfNeeded() } else { setUpStreamViews(below: view) }
}

/// Sets up the Stream views under `view` (through plain UIKit views), in order.
@preconcurrency @MainActor
func setUpStreamViews(below view: UIView) {
    for v in view.subviews {
        if let stream = v as? any StreamView { stream.runLifecycleIfNeeded() } else { setUpStreamViews(below: v) }
    }
}

/// Whether views added under `view` set up now: the nearest Stream view at or above it is set up or is a root
/// given its own theme, or a plain view on the way up was given its own traits.
@preconcurrency @MainActor
func isDrawnTree(_ view: UIView) -> Bool {
    var current: UIView? = view
    while let v = current {
        if let stream = v as? any StreamView {
            let s = stream.streamState
            return s.isSetUp || s.appearance != nil || s.components != nil || v.hasOwnTraitCollection
        }
        if v.hasOwnTraitCollection { return true }
        current = v.superview
    }
    return false
}
