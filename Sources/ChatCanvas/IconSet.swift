import Synchronization

/// A set of named icons drawn as small SVG documents. Each icon is parsed once per process, when it is first asked
/// for (a render needs a dozen icons of a set of a hundred); the set is safe to use from any thread.
public final class IconSet: Sendable {
    /// An icon's SVG document, and whether it is a template: single-colour artwork, black on transparent, tinted
    /// when drawn (see `Canvas.draw(template:in:tint:)`), rather than drawn in its own colours.
    public struct Artwork: Sendable {
        public let svg: String
        public let isTemplate: Bool
        public init(svg: String, isTemplate: Bool) {
            self.svg = svg
            self.isTemplate = isTemplate
        }
    }

    /// A parsed icon.
    public struct Icon: Sendable {
        public let image: Image
        public let isTemplate: Bool
    }

    private let artwork: [String: Artwork]
    /// Icons parsed so far by name; nil for artwork that did not parse (asked once, as for the others).
    private let parsed = Mutex<[String: Icon?]>([:])

    /// A set of the given artwork by name.
    public init(_ artwork: [String: Artwork]) { self.artwork = artwork }

    /// Every name in the set, sorted.
    public var names: [String] { artwork.keys.sorted() }

    /// The icon of that name, or nil if the set has none.
    public func icon(named name: String) -> Icon? {
        guard let artwork = artwork[name] else { return nil }
        return parsed.withLock { parsed in
            if let known = parsed[name] { return known }
            let icon = (try? Image.svg(artwork.svg, name: "icon \(name)")).map {
                Icon(image: $0, isTemplate: artwork.isTemplate)
            }
            parsed[name] = icon
            return icon
        }
    }
}
