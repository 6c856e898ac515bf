import Foundation

/// The built-in icon set: vector artwork drawn for chatshot (SVG through librsvg), one per SDK
/// `Appearance.images` name and per SF-Symbol-style alias the guides use. Loaded once per process.
public enum Icons {
    /// The icon for a name (`sendArrow`, `openAttachments`, `camera.fill`, …), or nil if there is none.
    public static func image(named name: String) -> Image? { catalog[name]?.image }
    /// Every name the set knows, sorted.
    public static var names: [String] { sortedNames }

    /// Whether the icon is a template (single-colour artwork tinted at draw time, see
    /// `Canvas.draw(template:in:tint:)`) rather than drawn with its own colours. False for unknown names.
    public static func isTemplate(_ name: String) -> Bool { catalog[name]?.isTemplate ?? false }

    /// The SVG source of an icon (for inspection and tests).
    public static func svgDocument(named name: String) -> String? {
        guard let entry = IconArtwork.all[IconArtwork.aliases[name] ?? name] else { return nil }
        return entry.svg
    }

    struct Entry: Sendable {
        let image: Image
        let isTemplate: Bool
    }

    /// Every icon parsed once, on first use (Swift initialises static lets once, thread-safely).
    /// Aliases share the parsed image of the icon they name.
    static let catalog: [String: Entry] = {
        var parsed: [String: Entry] = [:]
        for (name, artwork) in IconArtwork.all {
            guard let image = try? Image.svg(artwork.svg, name: "icon \(name)") else { continue }
            parsed[name] = Entry(image: image, isTemplate: artwork.isTemplate)
        }
        for (alias, target) in IconArtwork.aliases {
            if let entry = parsed[target] { parsed[alias] = entry }
        }
        return parsed
    }()

    static let sortedNames: [String] = catalog.keys.sorted()
}
