import ChatCanvas
import Foundation
import StreamChatUI
import UIKit

/// Reads the merged manifest tree into specs, checking every key and value.
struct ManifestValidator {
    static let topLevelKeys = ["appearance", "components", "$schema"]
    static let appearanceKeys = [
        "tintColor", "colorPalette", "fonts", "images", "isMarkdownEnabled", "fontTracking"
    ]
    static let fontKeys = ["base", "family", "size", "weight", "italic", "textStyle", "lineHeight", "tracking"]
    static let imageKeys = ["icon", "file", "template"]

    /// Palette names of older SDK versions that the guides use, and the current name each maps to.
    static let legacyPaletteNames: [String: String] = [
        "text": "textPrimary",
        "textInverted": "textOnInverse",
        "textLowEmphasis": "textTertiary",
        "subtitleText": "textSecondary",
        "staticColorText": "textOnAccent",
        "background": "backgroundCoreApp",
        "background1": "backgroundCoreSurfaceSubtle",
        "background2": "backgroundCoreSurfaceDefault",
        "background6": "chatBackgroundOutgoing",
        "background8": "chatBackgroundIncoming",
        "border": "borderCoreDefault",
        "border2": "borderCoreSubtle",
        "border3": "borderCoreStrong",
        "lightBorder": "borderCoreSubtle",
        "alert": "accentError",
        "highlightedAccentBackground": "accentPrimary",
        "messageCellHighlightBackground": "backgroundCoreHighlight"
    ]

    static let weightNames: [String: Int] = Dictionary(
        uniqueKeysWithValues: UIFont.Weight.allCases.map { ("\($0)", $0.rawValue) })

    /// Images decoded once per validation (path → image).

    // MARK: - Appearance

    mutating func appearance(_ r: NodeReader) throws -> AppearanceSpec {
        let o = try r.object()
        try o.rejectUnknownKeys(allowed: Self.appearanceKeys, what: "appearance key")
        var spec = AppearanceSpec()
        if let t = o.optional("tintColor") { spec.tintColor = try color(t) }
        if let p = o.optional("colorPalette") {
            let po = try p.object()
            for (key, value, _) in po.children {
                let name = try paletteName(key, in: po)
                spec.palette.removeAll { $0.name == name }
                spec.palette.append((name, try color(value)))
            }
        }
        if let f = o.optional("fonts") {
            let fo = try f.object()
            for (key, value, _) in fo.children {
                guard Fonts.names.contains(key) else {
                    throw fo.keyError(
                        key, "unknown font name" + Suggestions.hint(for: key, in: Fonts.names, listIfShort: true))
                }
                spec.fonts.append((key, try font(value)))
            }
        }
        if let i = o.optional("images") {
            let io = try i.object()
            for (key, value, _) in io.children {
                guard Images.names.contains(key) else {
                    throw io.keyError(
                        key, "unknown image name" + Suggestions.hint(for: key, in: Images.names, listIfShort: false))
                }
                spec.images.append((key, try image(value)))
            }
        }
        if let m = o.optional("isMarkdownEnabled") { spec.isMarkdownEnabled = try m.bool() }
        if let t = o.optional("fontTracking") { spec.fontTracking = try tracking(t) }
        return spec
    }

    /// A palette name (current or legacy) → the current name.
    func paletteName(_ key: String, in o: ObjectReader) throws -> String {
        if ColorPalette.names.contains(key) { return key }
        if let mapped = Self.legacyPaletteNames[key] { return mapped }
        throw o.keyError(
            key,
            "unknown colour name"
                + Suggestions.hint(
                    for: key, in: ColorPalette.names + Self.legacyPaletteNames.keys.sorted(), listIfShort: false))
    }

    static var colorExpectation: String {
        "a colour (#RRGGBB, #RRGGBBAA, a system colour such as systemPink, a palette name, tintColor, or {light:, dark:})"
    }

    /// `#RRGGBB[AA]`, `#RGB`, a system colour name, a palette name (current or legacy), `tintColor`, or `{light:, dark:}`.
    func color(_ r: NodeReader) throws -> ColorSpec {
        if r.isMapping {
            let o = try r.object()
            try o.rejectUnknownKeys(allowed: ["light", "dark"], what: "key of a light/dark colour")
            let light = try o.required("light", Self.colorExpectation)
            let dark = try o.required("dark", Self.colorExpectation)
            return .dynamic(light: try color(light), dark: try color(dark))
        }
        if r.isNull {
            throw r.error(
                "expected \(Self.colorExpectation), found null (in YAML a # starts a comment: quote hex colours, \"#FF2D55\")"
            )
        }
        guard case .scalar(let text, _) = r.node.value else { throw r.expected(Self.colorExpectation) }
        let s = text.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") || (s.count == 6 || s.count == 8) && s.allSatisfy(\.isHexDigit) {
            guard let c = UIColor(hex: s) else {
                throw r.error("expected a hex colour #RRGGBB or #RRGGBBAA, found \(r.node.shortDescription)")
            }
            return .literal(c)
        }
        if let named = UIColor.named[s] { return .literal(named) }
        if s == "tintColor" { return .tint }
        if ColorPalette.names.contains(s) { return .palette(s) }
        if let mapped = Self.legacyPaletteNames[s] { return .palette(mapped) }
        let candidates = UIColor.named.keys.sorted() + ["tintColor"] + ColorPalette.names
        if let suggestion = Suggestions.closest(to: s, in: candidates) {
            throw r.error("unknown colour \(r.node.shortDescription); did you mean \"\(suggestion)\"?")
        }
        throw r.expected(Self.colorExpectation)
    }

    /// `{family, size, weight, italic, textStyle, lineHeight, base}`; a number is a size; a string names an appearance font.
    func font(_ r: NodeReader) throws -> FontSpec {
        var spec = FontSpec()
        if r.isScalar {
            if let size = try? r.double() {
                guard size > 0, size <= 1000 else {
                    throw r.error("expected a font size between 0 and 1000, found \(r.node.shortDescription)")
                }
                spec.size = size
                return spec
            }
            let name = try r.string()
            guard Fonts.names.contains(name) else {
                throw r.error(
                    "expected a font ({family, size, weight, italic}) or an appearance font name, found \(r.node.shortDescription)"
                        + Suggestions.hint(for: name, in: Fonts.names, listIfShort: false))
            }
            spec.base = name
            return spec
        }
        let o = try r.object()
        try o.rejectUnknownKeys(allowed: Self.fontKeys, what: "font key")
        if let b = o.optional("base") {
            let name = try b.string()
            guard Fonts.names.contains(name) else {
                throw b.error(
                    "unknown font name \(b.node.shortDescription)" + Suggestions.hint(for: name, in: Fonts.names))
            }
            spec.base = name
        }
        if let f = o.optional("family") { spec.family = try fontFamily(f) }
        if let s = o.optional("size") {
            let size = try s.double()
            guard size > 0, size <= 1000 else {
                throw s.error("expected a font size between 0 and 1000, found \(s.node.shortDescription)")
            }
            spec.size = size
        }
        if let w = o.optional("weight") { spec.weight = try weight(w) }
        if let i = o.optional("italic") { spec.italic = try i.bool() }
        if let t = o.optional("textStyle") {
            let name = try t.string()
            guard let style = UIFont.TextStyle(rawValue: name) else {
                throw t.error(
                    "unknown text style \(t.node.shortDescription)"
                        + Suggestions.hint(for: name, in: UIFont.TextStyle.allCases.map(\.rawValue)))
            }
            spec.textStyle = style
        }
        if let l = o.optional("lineHeight") { spec.lineHeight = try l.double(in: 0...Self.maxLength) }
        if let t = o.optional("tracking") { spec.tracking = try tracking(t) }
        return spec
    }

    /// `sf-pro` (SF Pro's tracking for the size, the default) or `none` (Inter's own spacing).
    func tracking(_ r: NodeReader) throws -> FontTracking {
        let name = try r.string()
        guard let tracking = FontTracking(rawValue: name) else {
            let names = FontTracking.allCases.map(\.rawValue)
            throw r.error(
                "expected a font tracking (\(names.joined(separator: " or "))), found \(r.node.shortDescription)"
                    + Suggestions.hint(for: name, in: names))
        }
        return tracking
    }

    static let fontFileExtensions = ["ttf", "otf", "ttc", "otc"]

    /// A font family chatshot can draw: pinned, a generic name, a family installed on this machine, or a font file
    /// (a path relative to the manifest) whose family is used. Anything else is an error naming the closest families.
    func fontFamily(_ r: NodeReader) throws -> String {
        let name = try r.nonEmptyString()
        if name.contains("/") || Self.fontFileExtensions.contains((name as NSString).pathExtension.lowercased()) {
            let file = r.location.file
            let path = name.hasPrefix("/") || file == "--set" ? name : PathUtil.sibling(name, ofFile: file)
            guard FileManager.default.isReadableFile(atPath: path) else { throw r.error("no such font file: \(path)") }
            FileReads.note(path)
            do { return try FontSetup.addFontFile(path) } catch { throw r.error("\(error)") }
        }
        let lookup: FontFamilyLookup
        do { lookup = try FontSetup.useFamily(name) } catch { throw r.error("\(error)") }
        if case .notFound(let closest) = lookup {
            let hint =
                closest.isEmpty
                ? "" : "; closest installed families: " + closest.map { "\"\($0)\"" }.joined(separator: ", ")
            throw r.error(
                "font family \(r.node.shortDescription) is not installed on this machine\(hint)"
                    + " (or give a font file: a .ttf or .otf path)")
        }
        return name
    }

    func weight(_ r: NodeReader) throws -> Int {
        let names = UIFont.Weight.allCases.map { "\($0)" }
        if case .scalar(let s, let quoted) = r.node.value {
            if !quoted, let d = NodeReader.parseNumber(s) {
                guard d == d.rounded(), d >= 1, d <= 1000 else {
                    throw r.error(
                        "expected a font weight 1…1000 or a name (\(names.joined(separator: ", "))), found \(r.node.shortDescription)"
                    )
                }
                return Int(d)
            }
            if let w = Self.weightNames[s] { return w }
            if let w = Self.weightNames.first(where: { $0.key.lowercased() == s.lowercased() })?.value { return w }
            throw r.error("unknown font weight \(r.node.shortDescription)" + Suggestions.hint(for: s, in: names))
        }
        throw r.expected("a font weight (a number such as 600 or a name: \(names.joined(separator: ", ")))")
    }

    // MARK: - Images

    static let imageExtensions = ["png", "jpg", "jpeg", "svg"]

    static func looksLikeFile(_ s: String) -> Bool {
        s.contains("/") || imageExtensions.contains((s as NSString).pathExtension.lowercased())
    }

    /// A built-in icon name, an SF-Symbol-style alias, or an image file relative to the manifest;
    /// or `{icon: name}` / `{file: path}` with `template: true|false`.
    mutating func image(_ r: NodeReader) throws -> UIImage {
        if r.isMapping {
            let o = try r.object()
            try o.rejectUnknownKeys(allowed: Self.imageKeys, what: "image key")
            var img: UIImage
            if let icon = o.optional("icon") {
                if o.optional("file") != nil { throw o.keyError("file", "give either icon or file, not both") }
                img = try builtInIcon(icon)
            } else if let file = o.optional("file") {
                img = try imageFile(file)
            } else {
                throw r.error("expected icon: NAME or file: PATH")
            }
            if let t = o.optional("template") {
                img = img.withRenderingMode(try t.bool() ? .alwaysTemplate : .alwaysOriginal)
            }
            return img
        }
        let s = try r.nonEmptyString()
        return Self.looksLikeFile(s) ? try imageFile(r) : try builtInIcon(r)
    }

    func builtInIcon(_ r: NodeReader) throws -> UIImage {
        let name = try r.nonEmptyString()
        if let img = Images.builtIn(named: name) { return img }
        throw r.error(
            "unknown icon \(r.node.shortDescription)"
                + Suggestions.hint(for: name, in: Images.builtInNames, listIfShort: false)
                + " (or give an image file: a .png, .jpg or .svg path)")
    }

    mutating func imageFile(_ r: NodeReader) throws -> UIImage {
        let raw = try r.nonEmptyString()
        let (resolved, _) = PathUtil.resolveImage(raw, base: "")
        let file = r.location.file
        let path: String
        if raw.lowercased().hasPrefix("file:") {
            path = resolved
        } else if raw.hasPrefix("/") || file == "--set" {
            path = raw
        } else {
            path = PathUtil.sibling(raw, ofFile: file)
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw r.error("no such image file: \(path)")
        }
        let abs = PathUtil.absolute(path)
        do {
            let img = try ImageFileCache.image(atPath: abs)
            return UIImage(image: img, isTemplate: false, name: raw)
        } catch let e as ImageError {
            throw r.error("cannot decode image \(path): \(e.reason)")
        } catch {
            throw r.error("cannot decode image \(path): \(error)")
        }
    }
}
