/// Whether spelling is checked (UIKit's `UITextSpellCheckingType`). Kept, inert.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}
