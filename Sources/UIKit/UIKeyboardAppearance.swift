/// The keyboard's appearance (UIKit's `UIKeyboardAppearance`). Kept; a still picture shows no keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// The dark keyboard of alerts.
    public static let alert = UIKeyboardAppearance.dark
}
