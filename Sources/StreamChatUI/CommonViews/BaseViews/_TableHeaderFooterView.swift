import UIKit

/// The SDK's base table section header and footer: a `UITableViewHeaderFooterView` with the lifecycle and theme
/// of `_View`.
open class _TableHeaderFooterView: UITableViewHeaderFooterView, Customizable, StreamView {
    let streamState = StreamViewState()

    open func setUp() {}
    open func setUpLayout() {}
    open func setUpAppearance() {}
    open func updateContent() {}

    public var appearance: Appearance {
        get { inheritedAppearance }
        set { streamState.appearance = newValue }
    }
    public var components: Components {
        get { inheritedComponents }
        set { streamState.components = newValue }
    }
    open override var tintColor: UIColor! {
        get { inheritedTintColor }
        set {
            streamState.tintColor = newValue
            super.tintColor = newValue
        }
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setUpIfInDrawnTree()
    }

    // Manifest customization (see `StreamView`).
    open class var customizableSubviewNames: [String] { [] }
    open func customizableSubviews() -> [String: UIView] { [:] }
    @discardableResult
    open func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        applyUIKitOverrideProperty(name, value)
    }
    open func evaluateOverrideCondition(_ condition: Condition) -> Bool { true }
    open var appliesOverrideLayoutAfterSetUpLayout: Bool { true }
}
