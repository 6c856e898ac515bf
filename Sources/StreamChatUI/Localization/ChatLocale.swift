import Foundation

/// The language of the SDK's own strings in a render (`--locale`, the gallery's `locale` axis): its system labels
/// ("Only visible to you", the long-press menu, the composer's titles, "last seen …"). English is the SDK's base
/// language and the default; the others are the translations the SDK ships in its `Localizable.strings` files. A
/// string the SDK leaves untranslated in a language stays English there, as it does in the SDK. Dates keep their
/// English formats.
public enum ChatLocale: String, CaseIterable, Codable, Sendable {
    /// English (the SDK's base strings).
    case en
    /// Spanish (the SDK's `es.lproj`).
    case es

    /// The calling thread's locale: the one a render set around its views (`performAsCurrent`), else English.
    public static var current: ChatLocale {
        Thread.current.threadDictionary[key] as? ChatLocale ?? .en
    }

    /// Runs `body` with this locale current on this thread (a render's views read it), then restores the previous one.
    public func performAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Self.key]
        dictionary[Self.key] = self
        defer { dictionary[Self.key] = previous }
        return try body()
    }

    private static let key = "chatshot.ChatLocale"
}
