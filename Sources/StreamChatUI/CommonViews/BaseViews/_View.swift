import UIKit

/// The SDK's base view: runs the lifecycle (`Customizable`) once when it joins a drawn tree, and reads its theme from itself, else from the nearest Stream view above it, else the defaults.
open class _View: UIView, Customizable, StreamView {
    let streamState = StreamViewState()

    /// A view made from its type: `components.x.init()` on a metatype needs this `required` initializer (UIKit's
    /// own classes do not require it).
    public required convenience init() { self.init(frame: .zero) }

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

    /// A plain container an app adds to a view already set up (a `UIStackView` built in `layout(options:)`) brings
    /// the Stream views inside it into the drawn tree: they set up now, as the SDK's do when they join a superview.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if streamState.isSetUp { setUpStreamViews(joining: subview) }
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
