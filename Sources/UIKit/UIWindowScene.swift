/// A scene that shows windows, as in UIKit. Windows made with `UIWindow(windowScene:)` are listed in `windows`.
open class UIWindowScene: UIScene {
    /// The scene's windows.
    open internal(set) var windows: [UIWindow] = []
    /// The key window among `windows`.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is on.
    open var screen: UIScreen { .main }
}
