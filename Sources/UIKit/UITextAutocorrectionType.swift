/// Whether the keyboard corrects spelling (UIKit's `UITextAutocorrectionType`). Kept, inert.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
