import Foundation
import UIKit

/// Reads an app's asset catalogs (`*.xcassets` folders) into the `AssetCatalog` that `UIImage(named:)` and
/// `UIColor(named:)` use: colour sets (`Name.colorset`, with a dark appearance) and image sets (`Name.imageset`:
/// PNG, JPEG or SVG files at 1x/2x/3x, or one vector file). Each `Contents.json` is read with the manifests' strict
/// JSON reader, so a malformed one is an error at its file, line and column.
package enum AssetCatalogReader {
    /// How deep below the app folder catalogs are looked for, and how many entries are looked at in all.
    static let maxDepth = 8
    static let maxEntries = 50_000

    /// The catalogs found in `folder` and below (none: an empty catalog).
    package static func read(appFolder folder: String) throws -> AssetCatalog {
        var catalog = AssetCatalog()
        for root in try catalogFolders(in: folder) {
            try read(catalog: root, into: &catalog)
        }
        return catalog
    }

    /// The `*.xcassets` folders under `folder`, sorted (symbolic links are not followed).
    static func catalogFolders(in folder: String) throws -> [String] {
        var found: [String] = []
        var seen = 0
        func walk(_ path: String, depth: Int) throws {
            guard depth <= maxDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                return
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                seen += 1
                if seen > maxEntries {
                    throw ManifestError(
                        location: SourceLocation(file: folder), keyPath: "",
                        message:
                            "more than \(maxEntries) files and folders; asset catalogs are looked for in at most that many"
                    )
                }
                let child = (path as NSString).appendingPathComponent(name)
                guard isRealDirectory(child) else { continue }
                if name.hasSuffix(".xcassets") { found.append(child) } else { try walk(child, depth: depth + 1) }
            }
        }
        try walk(folder, depth: 0)
        return found
    }

    static func isRealDirectory(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeDirectory
    }

    /// Every colour set and image set of one catalog (in groups too); a name seen twice keeps the first.
    static func read(catalog root: String, into catalog: inout AssetCatalog) throws {
        var stack = [root]
        var seen = 0
        while let folder = stack.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted().reversed() where !name.hasPrefix(".") {
                seen += 1
                if seen > maxEntries {
                    throw ManifestError(
                        location: SourceLocation(file: root), keyPath: "",
                        message: "more than \(maxEntries) entries in one asset catalog")
                }
                let path = (folder as NSString).appendingPathComponent(name)
                guard isRealDirectory(path) else { continue }
                let setName = (name as NSString).deletingPathExtension
                switch (name as NSString).pathExtension {
                case "colorset":
                    if catalog.colors[setName] == nil, let color = try readColorSet(path) {
                        catalog.colors[setName] = color
                    }
                case "imageset":
                    if catalog.images[setName] == nil, let set = try readImageSet(path) {
                        catalog.images[setName] = set
                    }
                case "":
                    stack.append(path)
                default:
                    continue
                }
            }
        }
    }

    // MARK: Colour sets

    static func readColorSet(_ folder: String) throws -> UIColor? {
        guard let contents = try contents(of: folder) else { return nil }
        guard let colors = try contents.optional("colors")?.array() else { return nil }
        var any: UIColor?
        var dark: UIColor?
        for entry in colors {
            let o = try entry.object()
            guard isForPhone(o) else { continue }
            guard let colorNode = o.optional("color") else { continue }
            let color = try readColor(colorNode)
            switch try appearance(o) {
            case .dark: dark = color
            case .any: any = color
            case .other: continue
            }
        }
        guard let base = any ?? dark else { return nil }
        return UIColor(light: base.light, dark: (dark ?? base).dark)
    }

    /// `{color-space, components: {red, green, blue, alpha}}` (components as `0.5`, `128` or `0x80`), or a
    /// system colour (`{platform: ios, reference: systemBlueColor}`).
    static func readColor(_ r: NodeReader) throws -> UIColor {
        let o = try r.object()
        if let reference = o.optional("reference") {
            let name = try reference.string()
            let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            guard let color = UIColor.named[base] else { throw reference.expected("a system colour chatshot knows") }
            return color
        }
        let components = try o.required("components", "the colour's components").object()
        func component(_ key: String, default value: CGFloat?) throws -> CGFloat {
            guard let node = components.optional(key) else {
                if let value { return value }
                throw components.keyError(key, "missing")
            }
            let text = try node.string().trimmingCharacters(in: .whitespaces)
            let number: CGFloat?
            if text.lowercased().hasPrefix("0x") {
                number = UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
            } else if text.contains(".") {
                number = Double(text).map { CGFloat($0) }
            } else {
                number = UInt8(text).map { CGFloat($0) / 255 }
            }
            guard let number, number >= 0, number <= 1 else {
                throw node.expected("a component from 0 to 1 (0.5), 0 to 255 (128) or 0x00 to 0xFF")
            }
            return number
        }
        let color = UIColor(
            red: try component("red", default: nil), green: try component("green", default: nil),
            blue: try component("blue", default: nil), alpha: try component("alpha", default: 1))
        return color
    }

    // MARK: Image sets

    static func readImageSet(_ folder: String) throws -> AssetCatalog.ImageSet? {
        guard let contents = try contents(of: folder) else { return nil }
        var files: [AssetCatalog.ImageFile] = []
        for entry in try contents.optional("images")?.array() ?? [] {
            let o = try entry.object()
            guard isForPhone(o), let filename = try o.optional("filename")?.string() else { continue }
            let kind = try appearance(o)
            guard kind != .other else { continue }
            guard !filename.contains("/"), filename != "..", !filename.isEmpty else {
                throw try o.required("filename").expected("a file name inside the image set")
            }
            let path = (folder as NSString).appendingPathComponent(filename)
            let ext = (filename as NSString).pathExtension.lowercased()
            let isVector = ext == "svg" || ext == "pdf"
            if ext == "pdf" {
                AssetCatalogWarnings.note(
                    "\(path): PDF images are not drawn by chatshot (save the image set as SVG or PNG)")
                continue
            }
            var scale: CGFloat = 1
            if let s = try o.optional("scale")?.string() {
                guard let value = Double(s.replacingOccurrences(of: "x", with: "")), [1, 2, 3].contains(value) else {
                    throw try o.required("scale").expected("1x, 2x or 3x")
                }
                scale = CGFloat(value)
            }
            files.append(.init(path: path, scale: scale, isDark: kind == .dark, isVector: isVector))
        }
        guard !files.isEmpty else { return nil }
        let intent = try contents.optional("properties")?.object().optional("template-rendering-intent")?.string()
        return .init(files: files, isTemplate: intent == "template")
    }

    // MARK: Shared

    /// The set's `Contents.json` (nil when the set has none).
    static func contents(of folder: String) throws -> ObjectReader? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: path),
            let tree = try SourceParser.load(path: path, kind: .manifest)
        else { return nil }
        return try NodeReader(tree).object()
    }

    /// Entries for iPhone or every device (`universal`, `iphone`, `ios`); not Mac, Watch, TV or Vision.
    static func isForPhone(_ o: ObjectReader) -> Bool {
        let idiom = (try? o.optional("idiom")?.string()) ?? "universal"
        let platform = (try? o.optional("platform")?.string()) ?? "ios"
        return ["universal", "iphone"].contains(idiom) && ["ios", "universal"].contains(platform)
    }

    enum Appearance { case any, dark, other }

    /// The entry's appearance: none, `luminosity: light` or `any` → any; `luminosity: dark` → dark; others (high
    /// contrast) → other.
    static func appearance(_ o: ObjectReader) throws -> Appearance {
        guard let list = try o.optional("appearances")?.array() else { return .any }
        var result = Appearance.any
        for item in list {
            let a = try item.object()
            let kind = try a.optional("appearance")?.string() ?? ""
            let value = try a.optional("value")?.string() ?? ""
            switch (kind, value) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", "light"), ("luminosity", "any"): continue
            default: return .other
            }
        }
        return result
    }
}
