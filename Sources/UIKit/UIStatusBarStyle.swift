/// The look of the status bar's text and icons, as in UIKit.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light for the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
