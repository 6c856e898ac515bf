import UIKit

/// The SDK's view lifecycle. A Stream view runs `setUp()` → `setUpLayout()` → `setUpAppearance()` →
/// `updateContent()` once, when it joins a tree that is drawn, and `updateContent()` again whenever its content
/// changes.
@preconcurrency @MainActor
public protocol Customizable {
    /// Wires actions and state.
    func setUp()
    /// Builds the subview tree and its constraints.
    func setUpLayout()
    /// Fonts, colours and radii.
    func setUpAppearance()
    /// Pushes the current content into the subviews.
    func updateContent()
}

extension Customizable where Self: UIView {
    /// Whether the lifecycle has run.
    public var isSetUp: Bool { (self as? any StreamView)?.streamState.isSetUp ?? false }

    /// Runs the lifecycle now if it has not run (a root view that is drawn without a superview).
    public func setUpIfNeeded() { (self as? any StreamView)?.runLifecycleIfNeeded() }

    /// Calls `updateContent()` if the view is set up (what the SDK's views do when their `content` changes).
    public func updateContentIfNeeded() {
        guard let view = self as? any StreamView, view.streamState.isSetUp else { return }
        updateContent()
        view.applyManifestPropertiesToSubtree()
    }
}
