import Foundation

/// A DocC catalog (`NAME.docc`): its articles are Markdown, and an article's image is referenced by name
/// (`![A squared bubble](squared-bubble)`) and found among the catalog's files, with variants named
/// `NAME~dark.png` for dark mode and `NAME@2x.png`, `NAME@3x.png` for the scale (`NAME~dark@2x.png` both).
/// `chatshot docs` writes a picture's variants beside an existing one of the same name, else into `Resources/`.
public struct DocCCatalog: Sendable {
    /// The catalog's folder.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The catalog a file belongs to: the nearest enclosing folder named `*.docc`.
    public static func enclosing(_ file: String) -> DocCCatalog? {
        var folder = (file as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" && folder != "." {
            if folder.hasSuffix(".docc") { return DocCCatalog(path: folder) }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The articles: every `.md` file in the catalog, sorted.
    public func articles() -> [String] {
        files().filter { $0.lowercased().hasSuffix(".md") }
    }

    /// Every file of the catalog (relative paths joined to the catalog's), sorted; hidden ones skipped.
    func files() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var found: [String] = []
        for case let relative as String in walker
        where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            found.append((path as NSString).appendingPathComponent(relative))
        }
        return found.sorted()
    }

    /// The file of an image reference's variant: `NAME[~dark][@Nx].png` beside an existing variant of NAME, else in
    /// `Resources/`. A reference with a folder, or with a variant suffix of its own, is refused with `fail`.
    public func resource(
        named reference: String, dark: Bool, scale: Int, fail: (String) -> ChatShotDocsError
    ) throws -> String {
        var name = reference
        if name.lowercased().hasSuffix(".png") { name = String(name.dropLast(4)) }
        guard !name.isEmpty, !name.contains("/"), !name.contains("~"), !name.contains("@"), !name.contains("://")
        else {
            throw fail(
                "a DocC image is referenced by its name alone (\(quoted("squared-bubble"))), not \(quoted(reference))")
        }
        let variant = name + (dark ? "~dark" : "") + (scale > 1 ? "@\(scale)x" : "") + ".png"
        let existing = files().first { file in
            let base = (file as NSString).lastPathComponent
            return base == name + ".png" || base.hasPrefix(name + "~") || base.hasPrefix(name + "@")
        }
        let folder =
            existing.map { ($0 as NSString).deletingLastPathComponent }
            ?? (path as NSString).appendingPathComponent("Resources")
        return (folder as NSString).appendingPathComponent(variant)
    }
}
