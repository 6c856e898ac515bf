import ChatCanvas
import Foundation
import StreamChatUI
import UIKit

/// A validated manifest: the customizations to apply on top of the SDK's defaults. Build a fresh `Appearance` and
/// `Components` for each render with `makeAppearance(contentSize:)` and `makeComponents()`.
public struct Manifest: @unchecked Sendable {
    /// The merged tree (after `extends:` and `--set`); nil for the default look.
    package let tree: TreeNode?
    /// The manifest files named on the command line, in order.
    public let files: [String]

    let appearanceSpec: AppearanceSpec
    let componentsSpec: ComponentsSpec

    /// The default look (no manifest).
    public static let empty = try! Manifest(tree: nil, files: [])

    /// Validates a merged tree. Every problem is a `ManifestError` with file, line and column.
    package init(tree: TreeNode?, files: [String]) throws {
        self.tree = tree
        self.files = files
        var validator = ManifestValidator()
        if let tree {
            let root = try NodeReader(tree).object()
            try root.rejectUnknownKeys(
                allowed: ManifestValidator.topLevelKeys, what: "top-level key",
                suggestFrom: ManifestValidator.topLevelKeys + ["extends"])
            appearanceSpec = try root.optional("appearance").map { try validator.appearance($0) } ?? AppearanceSpec()
            componentsSpec = try root.optional("components").map { try validator.components($0) } ?? ComponentsSpec()
        } else {
            appearanceSpec = AppearanceSpec()
            componentsSpec = ComponentsSpec()
        }
    }

    /// True when the manifest changes nothing.
    public var isEmpty: Bool { appearanceSpec.isEmpty && componentsSpec.isEmpty }

    /// A fresh `Appearance` with the manifest applied (never `Appearance.default`).
    public func makeAppearance(contentSize: UIContentSizeCategory = .large) throws -> Appearance {
        let appearance = Appearance(contentSizeCategory: contentSize)
        appearanceSpec.apply(to: appearance)
        return appearance
    }

    /// A fresh `Appearance` and `Components`: `prepare` runs on them first (an app's own set-up), then the manifest
    /// is applied on top.
    @preconcurrency @MainActor
    public func makeLook(
        contentSize: UIContentSizeCategory = .large,
        prepare: (Appearance, Components) throws -> Void
    ) throws -> (Appearance, Components) {
        let appearance = Appearance(contentSizeCategory: contentSize)
        let components = Components()
        try prepare(appearance, components)
        appearanceSpec.apply(to: appearance)
        componentsSpec.apply(to: components, appearance: appearance)
        return (appearance, components)
    }

    /// Fresh `Components` with the manifest's flags, resolver rules and view overrides. Colours and fonts that name
    /// palette entries or appearance fonts resolve against `appearance` (default: this manifest's at `.large`).
    @preconcurrency @MainActor
    public func makeComponents(appearance: Appearance? = nil) throws -> Components {
        let resolved = try appearance ?? makeAppearance()
        let components = Components()
        componentsSpec.apply(to: components, appearance: resolved)
        return components
    }
}

// MARK: - Specs (validated, not yet applied)

/// A colour as written: a value, a palette name, the tint colour, or light/dark parts.
indirect enum ColorSpec {
    case literal(UIColor)
    case palette(String)
    case tint
    case dynamic(light: ColorSpec, dark: ColorSpec)

    func resolve(_ appearance: Appearance) -> UIColor {
        switch self {
        case .literal(let c): return c
        case .palette(let name): return appearance.colorPalette[name] ?? .clear
        case .tint: return appearance.tintColor
        case .dynamic(let l, let d):
            return UIColor(light: l.resolve(appearance).light, dark: d.resolve(appearance).dark)
        }
    }

    var isLiteral: Bool {
        switch self {
        case .literal: return true
        case .palette, .tint: return false
        case .dynamic(let l, let d): return l.isLiteral && d.isLiteral
        }
    }
}

/// A font as written: parts of a font on top of a base (the font it replaces, or a named appearance font).
struct FontSpec {
    var base: String?
    var family: String?
    var size: Double?
    var weight: Int?
    var italic: Bool?
    var textStyle: UIFont.TextStyle?
    var lineHeight: Double?
    var tracking: FontTracking?

    func resolve(default def: UIFont, appearance: Appearance) -> UIFont {
        let baseFont = base.flatMap { appearance.fonts[$0] } ?? def
        var f = baseFont.font
        var style = baseFont.textStyle
        var category = baseFont.contentSizeCategory
        if let textStyle {
            style = textStyle
            category = appearance.contentSizeCategory
            f.size = category.pointSize(textStyle)
        }
        if let family { f.family = family }
        if let size {
            f.size = size
            style = nil
        }
        if let weight { f.weight = weight }
        if let italic { f.italic = italic }
        if let lineHeight { f.lineHeight = lineHeight }
        if let tracking { f.tracking = tracking }
        return UIFont(f, textStyle: style, contentSizeCategory: category)
    }
}

struct AppearanceSpec {
    var tintColor: ColorSpec?
    var palette: [(name: String, color: ColorSpec)] = []
    var fonts: [(name: String, font: FontSpec)] = []
    var images: [(name: String, image: UIImage)] = []
    var isMarkdownEnabled: Bool?
    /// The letter spacing of every appearance font, before the fonts' own settings.
    var fontTracking: FontTracking?

    var isEmpty: Bool {
        tintColor == nil && palette.isEmpty && fonts.isEmpty && images.isEmpty && isMarkdownEnabled == nil
            && fontTracking == nil
    }

    func apply(to appearance: Appearance) {
        // Literal palette colours first, then the tint (which may name a palette colour), then palette entries that
        // name other colours or the tint.
        for (name, color) in palette where color.isLiteral { appearance.colorPalette[name] = color.resolve(appearance) }
        if let tintColor { appearance.tintColor = tintColor.resolve(appearance) }
        for (name, color) in palette where !color.isLiteral {
            appearance.colorPalette[name] = color.resolve(appearance)
        }
        if let fontTracking { appearance.fonts.setTracking(fontTracking) }
        // Fonts that name another font see the defaults plus the fonts before them.
        for (name, spec) in fonts {
            guard let def = appearance.fonts[name] else { continue }
            appearance.fonts[name] = spec.resolve(default: def, appearance: appearance)
        }
        for (name, image) in images { appearance.images[name] = image }
        if let isMarkdownEnabled { appearance.isMarkdownEnabled = isMarkdownEnabled }
    }
}

/// A property value of a view override, before colours and fonts are resolved against the appearance.
enum PropertySpec {
    case value(OverrideValue)
    case color(ColorSpec)
    case font(FontSpec)

    func resolve(_ appearance: Appearance) -> OverrideValue {
        switch self {
        case .value(let v): return v
        case .color(let c): return .color(c.resolve(appearance))
        case .font(let f): return .font(f.resolve(default: appearance.fonts.body, appearance: appearance))
        }
    }
}

struct NewViewSpecDraft {
    var name: String
    var kind: NewViewSpec.Kind
    var container: String
    var index: Int?
    var properties: [String: PropertySpec]
    var showWhen: Condition?
    var keepSpace: Bool
}

struct ViewOverrideSpec {
    var properties: [String: PropertySpec] = [:]
    var subviews: [String: ViewOverrideSpec] = [:]
    var layout: [LayoutOperation] = []
    var newViews: [NewViewSpecDraft] = []

    func resolve(_ appearance: Appearance) -> ViewOverride {
        ViewOverride(
            properties: properties.mapValues { $0.resolve(appearance) },
            subviews: subviews.mapValues { $0.resolve(appearance) },
            layout: layout,
            newViews: newViews.map {
                NewViewSpec(
                    name: $0.name, kind: $0.kind, container: $0.container, index: $0.index,
                    properties: $0.properties.mapValues { $0.resolve(appearance) },
                    showWhen: $0.showWhen, keepsSpaceWhenHidden: $0.keepSpace)
            })
    }
}

struct ResolverSpec {
    var remove: [String] = []
    var insert: [String] = []
    var rules: [LayoutOptionsRule] = []
}

struct ComponentsSpec {
    var flags: [(name: String, value: Bool)] = []
    var resolver: ResolverSpec?
    var overrides: [(slot: String, spec: ViewOverrideSpec)] = []

    var isEmpty: Bool { flags.isEmpty && resolver == nil && overrides.isEmpty }

    @preconcurrency @MainActor
    func apply(to components: Components, appearance: Appearance) {
        for (name, value) in flags { components[flag: name] = value }
        if let resolver {
            let r = components.messageLayoutOptionsResolver
            r.removedOptions = resolver.remove
            r.insertedOptions = resolver.insert
            r.rules = resolver.rules
        }
        components.messageLayoutOptionsResolver.isMessageEditedLabelEnabled = components.isMessageEditedLabelEnabled
        for (slot, spec) in overrides {
            let resolved = spec.resolve(appearance)
            components.viewOverrides[slot] =
                components.viewOverrides[slot].map { $0.merged(with: resolved) } ?? resolved
        }
    }
}
