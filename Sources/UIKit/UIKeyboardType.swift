/// The keyboard a text input asks for (UIKit's `UIKeyboardType`). Kept; a still picture shows no keyboard.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The alphabet keyboard.
    public static let alphabet = UIKeyboardType.asciiCapable
}
