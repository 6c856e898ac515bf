import UIKit

/// The SDK's base view controller: a `UIViewController` with the lifecycle and theme of `_View`.
open class _ViewController: UIViewController, Customizable, StreamView {
    let streamState = StreamViewState()

    /// A controller with no nib. Not `required` (as in UIKit, where `init()` is NSObject's): an app's subclass may
    /// declare its own `init()` without the keyword. The controllers `Components` makes from a metatype
    /// (`components.channelVC.init()`) declare a `required init()` of their own.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

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

    /// Runs the SDK's lifecycle: `setUp()`, `setUpLayout()`, `setUpAppearance()`, `updateContent()`.
    open override func viewDidLoad() {
        super.viewDidLoad()
        runLifecycle()
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
