/// A window, as in UIKit: a view with a root view controller. Setting `rootViewController` puts the controller's
/// view in the window, filling it; chatshot draws a window only when something renders it.
open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.windows.removeAll { $0 === self }
            windowScene?.windows.append(self)
        }
    }
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let root = rootViewController {
                root.frame = bounds
                addSubview(root)
            }
        }
    }
    /// The window's level.
    open var windowLevel: UIWindow.Level = .normal
    /// Whether this is the key window (`makeKeyAndVisible()`, `makeKey()`).
    open private(set) var isKeyWindow = false

    /// A window with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// chatshot reads no archives: a zero frame.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A window in a scene, as large as the scene's screen would be (zero here: a render sizes its own views).
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
    /// Makes the window key (the other windows of its scene stop being key).
    open func makeKey() {
        for other in windowScene?.windows ?? [] where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
    }
}
