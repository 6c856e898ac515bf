/// When the keyboard capitalises (UIKit's `UITextAutocapitalizationType`). Kept, inert.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
