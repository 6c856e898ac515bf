import ChatCanvas
import ChatManifest
import Foundation
import StreamChatUI
import UIKit

/// A key of a gallery shot (and of its `defaults`), or of a panel: the command line's long option name, what it
/// takes, its help, and how its value goes into what is being read (`Target`: the shot, or a panel's look). Each key
/// is declared once, in `GalleryKeys.shot` or `GalleryKeys.panel`: the gallery reader parses every value by its key's `Kind` and
/// hands it to the key's `apply`, and `GallerySchema` writes the JSON Schema from the same tables, so none of them can
/// disagree.
struct GalleryKey<Target>: Sendable {
    typealias Kind = GalleryKeyKind

    var name: String
    var kind: Kind
    var help: String
    /// Puts the key's parsed value into what is being read.
    var apply: @Sendable (inout Target, GalleryValue) throws -> Void

    init(
        _ name: String, _ kind: Kind, _ help: String,
        apply: @escaping @Sendable (inout Target, GalleryValue) throws -> Void
    ) {
        self.name = name
        self.kind = kind
        self.help = help
        self.apply = apply
    }
}

/// What a gallery key takes: how its value is parsed, and its JSON Schema.
enum GalleryKeyKind: Sendable {
    /// A file, relative to the gallery.
    case path
    /// One file or a list of files.
    case paths
    /// A non-empty string.
    case text
    /// One string or a list of strings (each non-empty; `pattern` is a regular expression each must match).
    case texts(pattern: String?)
    case boolean
    case number(ClosedRange<Double>)
    case integer(ClosedRange<Int>)
    /// One of a fixed set of strings.
    case choice([String])
    /// One value or a list of them: each value renders a variant (an axis of the gallery).
    case axis([String])
    /// The scale axis: 1, 2 or 3, or a list of them.
    case scaleAxis
    /// The device axis: built-in device names and the gallery's own `devices`.
    case deviceAxis
    /// An ISO 8601 date and time.
    case date
    /// An IANA time zone name.
    case timeZone
    /// A panel: a manifest path, or a mapping of `manifest`, `set`, `customization`, `caption`.
    case panel
    /// One panel or a list of them.
    case panels
    /// `KEY=V1,V2,…`.
    case vary
}

extension GalleryKeyKind {
    /// One of the raw values of `E`.
    static func choice<E: RawRepresentable & CaseIterable>(_: E.Type) -> Self where E.RawValue == String {
        .choice(E.allCases.map(\.rawValue))
    }

    /// One or several raw values of `E`: an axis.
    static func axis<E: RawRepresentable & CaseIterable>(_: E.Type) -> Self where E.RawValue == String {
        .axis(E.allCases.map(\.rawValue))
    }
}

extension GalleryKey where Target == GalleryShotDraft {
    /// The key of an axis, named after its dimension: each of its values renders a variant.
    static func axis(_ dimension: Gallery.Dimension, _ kind: GalleryKeyKind, _ help: String) -> Self {
        .init(dimension.rawValue, kind, help) { $0.axes.append((dimension, $1.strings)) }
    }
}

/// The tables of gallery keys: each key's one declaration.
enum GalleryKeys {
    /// Every key of a shot, in the order the docs list them (and in which they are applied).
    static let shot: [GalleryKey<GalleryShotDraft>] = [
        .init("transcript", .path, "The transcript (Stream channel JSON or YAML), relative to the gallery.") {
            $0.shot.transcript = $1.string
        },
        .init("manifest", .paths, "Manifests under every panel (later ones win); --manifest / -m.") {
            $0.shot.look.manifests = $1.strings
        },
        .init("set", .texts(pattern: "^[^=]+=.*$"), "KEY=VALUE manifest overrides; --set.") {
            $0.shot.look.sets = $1.strings
        },
        .init(
            "customization", .texts(pattern: nil),
            "Swift customizations registered by the renderer executable; --customization."
        ) {
            try GalleryReader.checkCustomizations($1.strings, $1.reader)
            $0.shot.look.customizations = $1.strings
        },
        .init("screen", .choice(Shot.Screen.self), "The screen to draw; --screen.") { $0.shot.screen = $1.choice() },
        .init("thread-parent", .text, "For screen thread: the parent message id; --thread-parent.") {
            $0.shot.threadParent = $1.string
        },
        .init(
            "message", .text,
            "For screen message-actions and reaction-authors: the long-pressed message's id; --message."
        ) {
            $0.shot.message = $1.string
        },
        .init("scrolling", .boolean, "The list mid-scroll (the date overlay shows); --scrolling.") {
            $0.shot.isScrolling = $1.bool
        },
        .init("full", .boolean, "The whole transcript as one tall image; --full.") { $0.shot.isFull = $1.bool },
        .axis(.device, .deviceAxis, "Device preset(s) giving width and height; --device. A list renders each."),
        .init("width", .number(1...Shot.maxPoints), "Canvas width in points; --width.") {
            $0.shot.display.width = $1.number
        },
        .init("height", .number(1...Shot.maxPoints), "Canvas height in points; --height.") {
            $0.shot.display.height = $1.number
        },
        .init(
            "chrome", .choice(Shot.Chrome.self),
            "The phone around the screen: none, status-bar (status bar and home indicator) or frame (the device outline too); --chrome."
        ) {
            $0.shot.display.chrome = $1.choice()
        },
        .init(
            "back-button", .boolean,
            "The navigation bar's back button in the channel and thread headers (default: with chrome); --back-button / --no-back-button."
        ) {
            $0.shot.display.backButton = $1.bool
        },
        .axis(.scale, .scaleAxis, "Pixels per point, 1, 2 or 3; --scale. A list renders each."),
        .axis(.appearance, .axis(UIUserInterfaceStyle.self), "light or dark; --appearance. A list renders each."),
        .axis(
            .contentSize, .axis(UIContentSizeCategory.self),
            "Dynamic Type category; --content-size. A list renders each."
        ),
        .axis(
            .layoutDirection, .axis(UITraitEnvironmentLayoutDirection.self),
            "ltr or rtl; --layout-direction. A list renders each."),
        .axis(
            .locale, .axis(ChatLocale.self),
            "The language of the SDK's own strings: en (default) or es, from the SDK's localization files; --locale. A list renders each."
        ),
        .init("current-user", .text, "The current user's id; --current-user.") { $0.shot.currentUser = $1.string },
        .init("now", .date, "The moment of the screenshot, ISO 8601; --now.") { $0.shot.now = $1.date },
        .init("timezone", .timeZone, "IANA time zone; --timezone.") { $0.shot.timeZone = $1.timeZone },
        .init("missing-images", .choice(Shot.MissingImages.self), "error or placeholder; --missing-images.") {
            $0.shot.missingImages = $1.choice()
        },
        .init(
            "format", .choice(ImageFormat.self),
            "png (default), pdf or svg: the file batch writes (check compares PNG); --format."
        ) {
            $0.shot.format = $1.choice()
        },
        .init(
            "before", .panel,
            "The before panel of a comparison (default: the SDK's look); compare --before / --before-customization."
        ) {
            try GalleryReader.checkCustomizations($1.panels.flatMap(\.customizations), $1.reader)
            $0.before = $1.panels[0]
        },
        .init("after", .panels, "The after panel(s): a comparison; compare --after / --after-customization.") {
            try GalleryReader.checkCustomizations($1.panels.flatMap(\.customizations), $1.reader)
            $0.after = $1.panels
        },
        .init("vary", .vary, "A sheet of variants, KEY=V1,V2,…; compare --vary.") { $0.vary = $1.vary },
        .init("before-caption", .text, "Caption over the before panel; compare --before-caption.") {
            $0.beforeCaption = $1.string
        },
        .init("after-caption", .text, "Caption over the after panel(s); compare --after-caption.") {
            $0.afterCaption = $1.string
        },
        .init(
            "arrange", .choice(Shot.Arrangement.self), "Panels side by side, stacked or in a grid; compare --arrange."
        ) {
            $0.arrangement = $1.choice()
        },
        .init(
            "threshold", .number(0...1),
            "Per-pixel colour threshold of the baseline comparison (pixelmatch; default 0.1); diff --threshold."
        ) {
            $0.compare.threshold = $1.number
        },
        .init("include-aa", .boolean, "Count anti-aliased pixels as differences; diff --include-aa.") {
            $0.compare.includeAA = $1.bool
        },
        .init(
            "compare", .choice(PixelComparator.self),
            "How pixels are told apart: pixelmatch (YIQ distance and threshold, the default) or delta-e (CIEDE2000 with perceptual-precision); diff --compare."
        ) {
            let comparator: PixelComparator = $1.choice()
            $0.compare.comparator = comparator == .pixelmatch ? nil : comparator
        },
        .init(
            "perceptual-precision", .number(0...1),
            "For compare delta-e: a pixel differs when its ΔE2000 exceeds (1 − precision) × 100, as swift-snapshot-testing's perceptualPrecision (default 0.98); diff --perceptual-precision."
        ) {
            $0.compare.perceptualPrecision = $1.number
        },
        .init(
            "max-diff-pixels", .integer(0...Int(Int32.max)),
            "Pass with up to this many differing pixels (default 0); diff --max-diff-pixels."
        ) {
            $0.compare.maxDiffPixels = $1.integer
        },
        .init(
            "max-diff-pixel-ratio", .number(0...1),
            "Pass with up to this fraction of differing pixels; diff --max-diff-pixel-ratio."
        ) {
            $0.compare.maxDiffPixelRatio = $1.number
        }
    ]

    static let shotByName = Dictionary(uniqueKeysWithValues: shot.map { ($0.name, $0) })

    /// The keys of a panel mapping (`before: {…}`, `after: [{…}]`).
    static let panel: [GalleryKey<Shot.Look>] = [
        .init("manifest", .paths, "Manifests of this panel, over the shot's.") { $0.manifests = $1.strings },
        .init("set", .texts(pattern: "^[^=]+=.*$"), "KEY=VALUE overrides of this panel.") { $0.sets = $1.strings },
        .init("customization", .texts(pattern: nil), "Swift customizations of this panel.") {
            $0.customizations = $1.strings
        },
        .init("caption", .text, "The caption over this panel.") { $0.caption = $1.string }
    ]

    static let panelByName = Dictionary(uniqueKeysWithValues: panel.map { ($0.name, $0) })
}

/// A key's value, parsed by its kind, with where it is written (for messages).
struct GalleryValue {
    enum Parsed {
        case string(String)
        case strings([String])
        case bool(Bool)
        case number(Double)
        case integer(Int)
        case date(Date)
        case timeZone(TimeZone)
        case panels([Shot.Look])
        case vary(Shot.Variants)
    }

    var parsed: Parsed
    var reader: NodeReader

    // The value as its key's kind parses it (a key reading another type is a programming error).
    var string: String { if case .string(let v) = parsed { v } else { mismatch() } }
    var strings: [String] { if case .strings(let v) = parsed { v } else { mismatch() } }
    var bool: Bool { if case .bool(let v) = parsed { v } else { mismatch() } }
    var number: Double { if case .number(let v) = parsed { v } else { mismatch() } }
    var integer: Int { if case .integer(let v) = parsed { v } else { mismatch() } }
    var date: Date { if case .date(let v) = parsed { v } else { mismatch() } }
    var timeZone: TimeZone { if case .timeZone(let v) = parsed { v } else { mismatch() } }
    var panels: [Shot.Look] { if case .panels(let v) = parsed { v } else { mismatch() } }
    var vary: Shot.Variants { if case .vary(let v) = parsed { v } else { mismatch() } }

    /// A `choice` value as the enum whose raw values the kind lists.
    func choice<E: RawRepresentable>() -> E where E.RawValue == String {
        guard let v = E(rawValue: string) else { mismatch() }
        return v
    }

    private func mismatch() -> Never { preconditionFailure("a gallery key reads a \(parsed) value as another type") }
}

/// A shot while its keys are read: the shot and what becomes its form, axes and comparison settings.
struct GalleryShotDraft {
    var shot = Shot(transcript: "")
    var compare = CompareSettings()
    var axes: [(Gallery.Dimension, [String])] = []
    var before = Shot.Look(caption: nil)
    var after: [Shot.Look]?
    var vary: Shot.Variants?
    var beforeCaption: String?
    var afterCaption: String?
    var arrangement = Shot.Arrangement.horizontal
}
