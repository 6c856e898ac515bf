import Foundation
import UIKit

/// What a `TypingSuggester` looks for (the SDK's `TypingSuggestionOptions`).
public struct TypingSuggestionOptions: Sendable {
    /// The character that starts a suggestion (`@`, `/`, `:`, …).
    public var symbol: String
    /// Whether the symbol counts only at the very start of the text.
    public var shouldTriggerOnlyAtStart: Bool
    /// How many characters must follow the symbol before a suggestion is made.
    public var minimumRequiredCharacters: Int

    public init(symbol: String, shouldTriggerOnlyAtStart: Bool = false, minimumRequiredCharacters: Int = 0) {
        self.symbol = symbol
        self.shouldTriggerOnlyAtStart = shouldTriggerOnlyAtStart
        self.minimumRequiredCharacters = minimumRequiredCharacters
    }
}

/// A suggestion being typed (the SDK's `TypingSuggestion`): the text after the symbol up to the caret, and where
/// it is in the text (UTF-16 offsets, the symbol left out).
public struct TypingSuggestion: Sendable {
    public let text: String
    public let locationRange: NSRange

    public init(text: String, locationRange: NSRange) {
        self.text = text
        self.locationRange = locationRange
    }
}

/// Finds a suggestion being typed before a text view's caret (the SDK's `TypingSuggester`): the last symbol before
/// the caret that starts the text or follows a space or a line break, and the text between it and the caret.
public struct TypingSuggester: Sendable {
    public let options: TypingSuggestionOptions

    public init(options: TypingSuggestionOptions) {
        self.options = options
    }

    /// The suggestion before `textView`'s caret (`selectedRange.location`), if any.
    @preconcurrency @MainActor public func typingSuggestion(in textView: UITextView) -> TypingSuggestion? {
        typingSuggestion(in: textView.text ?? "", caretLocation: textView.selectedRange.location)
    }

    /// The suggestion in `text` before the UTF-16 offset `caretLocation`, if any.
    public func typingSuggestion(in text: String, caretLocation: Int) -> TypingSuggestion? {
        let units = Array(text.utf16)
        let caret = min(max(0, caretLocation), units.count)
        let symbols = Set(options.symbol.utf16)
        guard !symbols.isEmpty, let symbolIndex = units[..<caret].lastIndex(where: symbols.contains) else {
            return nil
        }
        if symbolIndex > 0 {
            guard !options.shouldTriggerOnlyAtStart else { return nil }
            let before = units[symbolIndex - 1]
            guard before == 0x20 || before == 0x0A else { return nil }  // a space or a line break
        }
        let start = symbolIndex + 1
        let suggestion = String(decoding: units[start..<caret], as: UTF16.self)
        guard suggestion.count >= options.minimumRequiredCharacters else { return nil }
        return TypingSuggestion(text: suggestion, locationRange: NSRange(location: start, length: caret - start))
    }
}
