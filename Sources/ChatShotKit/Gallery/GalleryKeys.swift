import UIKit
import ChatCanvas
import StreamChatUI

/// The keys a gallery shot (and its `defaults`) may have: the command line's long option names, with what each
/// takes. The gallery reader parses every value by its key's `Kind`, and `GallerySchema` writes the JSON Schema from
/// the same table, so the two cannot disagree.
struct GalleryKey: Sendable {
    enum Kind: Sendable {
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

    var name: String
    var kind: Kind
    var help: String

    /// Every key of a shot, in the order the docs list them.
    static let shotKeys: [GalleryKey] = [
        .init(name: "transcript", kind: .path, help: "The transcript (Stream channel JSON or YAML), relative to the gallery."),
        .init(name: "manifest", kind: .paths, help: "Manifests under every panel (later ones win); --manifest / -m."),
        .init(name: "set", kind: .texts(pattern: "^[^=]+=.*$"), help: "KEY=VALUE manifest overrides; --set."),
        .init(name: "customization", kind: .texts(pattern: nil), help: "Swift customizations registered by the renderer executable; --customization."),
        .init(name: "screen", kind: .choice(Shot.Screen.allCases.map(\.rawValue)), help: "The screen to draw; --screen."),
        .init(name: "thread-parent", kind: .text, help: "For screen thread: the parent message id; --thread-parent."),
        .init(name: "message", kind: .text, help: "For screen message-actions and reaction-authors: the long-pressed message's id; --message."),
        .init(name: "scrolling", kind: .boolean, help: "The list mid-scroll (the date overlay shows); --scrolling."),
        .init(name: "full", kind: .boolean, help: "The whole transcript as one tall image; --full."),
        .init(name: "device", kind: .deviceAxis, help: "Device preset(s) giving width and height; --device. A list renders each."),
        .init(name: "width", kind: .number(1...Shot.maxPoints), help: "Canvas width in points; --width."),
        .init(name: "height", kind: .number(1...Shot.maxPoints), help: "Canvas height in points; --height."),
        .init(name: "chrome", kind: .choice(Shot.Chrome.allCases.map(\.rawValue)), help: "The phone around the screen: none, status-bar (status bar and home indicator) or frame (the device outline too); --chrome."),
        .init(name: "back-button", kind: .boolean, help: "The navigation bar's back button in the channel and thread headers (default: with chrome); --back-button / --no-back-button."),
        .init(name: "scale", kind: .scaleAxis, help: "Pixels per point, 1, 2 or 3; --scale. A list renders each."),
        .init(name: "appearance", kind: .axis(Shot.Style.allCases.map(\.rawValue)), help: "light or dark; --appearance. A list renders each."),
        .init(name: "content-size", kind: .axis(ContentSizeCategory.allCases.map(\.rawValue)), help: "Dynamic Type category; --content-size. A list renders each."),
        .init(name: "layout-direction", kind: .axis(Shot.LayoutDirection.allCases.map(\.rawValue)), help: "ltr or rtl; --layout-direction. A list renders each."),
        .init(name: "current-user", kind: .text, help: "The current user's id; --current-user."),
        .init(name: "now", kind: .date, help: "The moment of the screenshot, ISO 8601; --now."),
        .init(name: "timezone", kind: .timeZone, help: "IANA time zone; --timezone."),
        .init(name: "missing-images", kind: .choice(Shot.MissingImages.allCases.map(\.rawValue)), help: "error or placeholder; --missing-images."),
        .init(name: "format", kind: .choice(ImageFormat.allCases.map(\.rawValue)), help: "png (default), pdf or svg: the file batch writes (check compares PNG); --format."),
        .init(name: "before", kind: .panel, help: "The before panel of a comparison (default: the SDK's look); compare --before / --before-customization."),
        .init(name: "after", kind: .panels, help: "The after panel(s): a comparison; compare --after / --after-customization."),
        .init(name: "vary", kind: .vary, help: "A sheet of variants, KEY=V1,V2,…; compare --vary."),
        .init(name: "before-caption", kind: .text, help: "Caption over the before panel; compare --before-caption."),
        .init(name: "after-caption", kind: .text, help: "Caption over the after panel(s); compare --after-caption."),
        .init(name: "arrange", kind: .choice(Shot.Arrangement.allCases.map(\.rawValue)), help: "Panels side by side, stacked or in a grid; compare --arrange."),
        .init(name: "threshold", kind: .number(0...1), help: "Per-pixel colour threshold of the baseline comparison (pixelmatch; default 0.1); diff --threshold."),
        .init(name: "include-aa", kind: .boolean, help: "Count anti-aliased pixels as differences; diff --include-aa."),
        .init(name: "max-diff-pixels", kind: .integer(0...Int(Int32.max)), help: "Pass with up to this many differing pixels (default 0); diff --max-diff-pixels."),
        .init(name: "max-diff-pixel-ratio", kind: .number(0...1), help: "Pass with up to this fraction of differing pixels; diff --max-diff-pixel-ratio."),
    ]

    /// The keys of a panel mapping (`before: {…}`, `after: [{…}]`).
    static let panelKeys: [GalleryKey] = [
        .init(name: "manifest", kind: .paths, help: "Manifests of this panel, over the shot's."),
        .init(name: "set", kind: .texts(pattern: "^[^=]+=.*$"), help: "KEY=VALUE overrides of this panel."),
        .init(name: "customization", kind: .texts(pattern: nil), help: "Swift customizations of this panel."),
        .init(name: "caption", kind: .text, help: "The caption over this panel."),
    ]

    static func shotKey(_ name: String) -> GalleryKey? { shotKeys.first { $0.name == name } }
}
