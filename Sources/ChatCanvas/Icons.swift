import Foundation

/// The built-in icon set: vector artwork drawn for chatshot (SVG through librsvg), one per SDK
/// `Appearance.images` name and per SF-Symbol-style alias the guides use. Loaded once per process.
public enum Icons {
    /// The icon for a name (`sendArrow`, `openAttachments`, `camera.fill`, …), or nil if there is none.
    public static func image(named name: String) -> Image? { entry(name)?.image }
    /// Every name the set knows, sorted.
    public static var names: [String] { sortedNames }

    /// Whether the icon is a template (single-colour artwork tinted at draw time, see
    /// `Canvas.draw(template:in:tint:)`) rather than drawn with its own colours. False for unknown names.
    public static func isTemplate(_ name: String) -> Bool { entry(name)?.isTemplate ?? false }

    /// The SVG source of an icon (for inspection and tests).
    public static func svgDocument(named name: String) -> String? {
        guard let entry = IconArtwork.all[IconArtwork.aliases[name] ?? name] else { return nil }
        return entry.svg
    }

    struct Entry: Sendable {
        let image: Image
        let isTemplate: Bool
    }

    /// Each icon is parsed once per process, when it is first drawn (a render needs a dozen of the set's hundred);
    /// aliases share the parsed image of the icon they name. Thread-safe.
    private static let parsed = ParsedIcons()

    private final class ParsedIcons: @unchecked Sendable {
        let lock = NSLock()
        var entries: [String: Entry?] = [:]
    }

    static func entry(_ name: String) -> Entry? {
        let key = IconArtwork.aliases[name] ?? name
        parsed.lock.lock()
        defer { parsed.lock.unlock() }
        if let known = parsed.entries[key] { return known }
        var entry: Entry? = nil
        if let artwork = IconArtwork.all[key], let image = try? Image.svg(artwork.svg, name: "icon \(key)") {
            entry = Entry(image: image, isTemplate: artwork.isTemplate)
        }
        parsed.entries[key] = entry
        return entry
    }

    static let sortedNames: [String] = Set(IconArtwork.all.keys).union(IconArtwork.aliases.keys.filter { IconArtwork.all[IconArtwork.aliases[$0]!] != nil }).sorted()
}
