import ChatCanvas
import ChatManifest
import Foundation
import StreamChatUI
import UIKit

/// What to render: one typed value that every command, gallery entry, example and test builds and hands to
/// `ShotRenderer`. The command line's options and a gallery's keys are two spellings of its fields (the same names:
/// `--content-size` / `content-size`), and `validate()` is the one place where a whole shot is checked.
public struct Shot: Hashable, Codable, Sendable {
    /// The transcript file (Stream channel JSON / YAML, or a query-channels response for the channel list).
    public var transcript: String
    /// The look under every panel: manifests (later ones win), `--set` values, Swift customizations.
    public var look: Look
    public var screen: Screen
    /// For `screen == .thread`: the parent message id (nil: the newest message with replies).
    public var threadParent: String?
    /// For `screen == .messageActions` / `.reactionAuthors`: the long-pressed message's id.
    public var message: String?
    /// The list mid-scroll: the date overlay (`messageListDateOverlayEnabled`) shows.
    public var isScrolling: Bool
    /// The whole transcript as one tall image (pages past Cairo's limit) instead of the newest messages that fit.
    public var isFull: Bool
    /// The display the shot is taken on: size, scale, traits and device chrome.
    public var display: Display
    /// The current user's id (nil: the transcript's `current_user_id`).
    public var currentUser: String?
    /// The moment of the screenshot (nil: the newest message's time — never the clock).
    public var now: Date?
    public var timeZone: TimeZone
    public var missingImages: MissingImages
    /// One picture, a before/after comparison, or a sheet of variants.
    public var form: Form
    /// The transcript's text when it comes from memory (standard input, a test's code) instead of the file
    /// `transcript`, which then only names it in messages.
    public var inlineTranscript: InlineText? = nil
    /// The file format: PNG (pixels) or PDF/SVG, drawn on a vector canvas (`--format`, or `-o NAME.pdf`).
    public var format: ImageFormat = .png

    /// Text given inline, and the folder its relative paths (images) resolve against.
    public struct InlineText: Hashable, Codable, Sendable {
        public var text: String
        public var baseDirectory: String
        public init(text: String, baseDirectory: String) {
            self.text = text
            self.baseDirectory = baseDirectory
        }
    }

    public init(
        transcript: String, look: Look = Look(), screen: Screen = .channel, threadParent: String? = nil,
        message: String? = nil,
        isScrolling: Bool = false, isFull: Bool = false, display: Display = Display(), currentUser: String? = nil,
        now: Date? = nil, timeZone: TimeZone = Shot.utc, missingImages: MissingImages = .error, form: Form = .picture
    ) {
        self.transcript = transcript
        self.look = look
        self.screen = screen
        self.threadParent = threadParent
        self.message = message
        self.isScrolling = isScrolling
        self.isFull = isFull
        self.display = display
        self.currentUser = currentUser
        self.now = now
        self.timeZone = timeZone
        self.missingImages = missingImages
        self.form = form
    }

    public static let utc = TimeZone(secondsFromGMT: 0)!

    /// The screen to draw. `messages`: only the message cells, as tall as they are (for comparing single messages);
    /// `thread-list`: the threads of a query-threads transcript (or the threads of a channel transcript);
    /// `message-actions` / `reaction-authors`: the long-press popup of `message` over the channel, with its actions or
    /// who reacted.
    public enum Screen: String, Hashable, Codable, Sendable, CaseIterable {
        case channel, thread
        case channelList = "channel-list"
        case messages
        case threadList = "thread-list"
        case messageActions = "message-actions"
        case reactionAuthors = "reaction-authors"

        /// The screens of one message's popup (they need `--message`).
        public var isMessagePopup: Bool { self == .messageActions || self == .reactionAuthors }
    }

    /// `--missing-images`: a missing or corrupt local image fails the render, or draws the placeholder with a warning.
    public enum MissingImages: String, Hashable, Codable, Sendable, CaseIterable { case error, placeholder }

    /// How panels of a comparison or a variant sheet are laid out.
    public enum Arrangement: String, Hashable, Codable, Sendable, CaseIterable { case horizontal, vertical, grid }

    /// `--chrome`: what of the phone the picture shows around the screen. `none` (the default, for CI): the screen
    /// alone; `status-bar`: the iOS status bar above the screen and the home indicator below it; `frame`: those
    /// inside chatshot's own drawing of the device.
    public enum Chrome: String, Hashable, Codable, Sendable, CaseIterable {
        case none
        case statusBar = "status-bar"
        case frame
    }

    /// The display a shot is taken on: size in points, pixels per point, interface style, Dynamic Type category, direction, and the
    /// device chrome around the screen.
    public struct Display: Hashable, Codable, Sendable {
        public var width: Double
        public var height: Double
        /// Pixels per point: 1, 2 or 3.
        public var scale: Int
        public var style: UIUserInterfaceStyle
        public var contentSize: UIContentSizeCategory
        public var layoutDirection: UITraitEnvironmentLayoutDirection
        public var chrome: Chrome = .none
        /// The device of `--device` (its safe area and corners shape the chrome); nil: a generic phone of this size.
        public var device: Device?
        /// The navigation bar's back button in the channel and thread headers (nil: shown with any chrome).
        public var backButton: Bool?
        /// The language of the SDK's own strings (nil: English).
        public var locale: ChatLocale?

        /// 360×700 pt, the size of the SDK's snapshot tests.
        public init(
            width: Double = 360, height: Double = 700, scale: Int = 1, style: UIUserInterfaceStyle = .light,
            contentSize: UIContentSizeCategory = .large,
            layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
        ) {
            self.width = width
            self.height = height
            self.scale = scale
            self.style = style
            self.contentSize = contentSize
            self.layoutDirection = layoutDirection
        }

        /// The device this display is: `device`, else a generic phone of its size.
        public var effectiveDevice: Device {
            if var d = device {
                d.width = width
                d.height = height
                return d
            }
            return Device(width: width, height: height)
        }

        /// Whether the channel and thread headers show the back button.
        public var showsBackButton: Bool { backButton ?? (chrome != .none) }
    }

    /// A layer of customization: manifests, `KEY=VALUE` overrides and Swift customizations, with the caption of its
    /// panel. Overrides apply after the manifests, Swift customizations after both.
    public struct Look: Hashable, Codable, Sendable {
        public var manifests: [String]
        public var sets: [String]
        public var customizations: [String]
        public var caption: String?

        public init(
            manifests: [String] = [], sets: [String] = [], customizations: [String] = [], caption: String? = nil
        ) {
            self.manifests = manifests
            self.sets = sets
            self.customizations = customizations
            self.caption = caption
        }

        /// This look with `other` layered on top (its caption wins when it has one).
        public func adding(_ other: Look) -> Look {
            Look(
                manifests: manifests + other.manifests, sets: sets + other.sets,
                customizations: customizations + other.customizations, caption: other.caption ?? caption)
        }

        public var isEmpty: Bool { manifests.isEmpty && sets.isEmpty && customizations.isEmpty }
    }

    /// What the shot is: one picture, panels before and after a customization, or one value's variants.
    public enum Form: Hashable, Codable, Sendable {
        case picture
        case comparison(Comparison)
        case variants(Variants)
    }

    /// Before and after: the before panel (the SDK's default look unless it has layers), then one panel per `after`.
    public struct Comparison: Hashable, Codable, Sendable {
        public var before: Look
        public var after: [Look]
        public var arrangement: Arrangement

        public init(before: Look = Look(caption: "Before"), after: [Look], arrangement: Arrangement = .horizontal) {
            self.before = before
            self.after = after
            self.arrangement = arrangement
        }
    }

    /// A sheet of variants of one manifest value: a panel per value, each `KEY=VALUE` over the shot's look.
    public struct Variants: Hashable, Codable, Sendable {
        public var key: String
        public var values: [String]
        public var arrangement: Arrangement

        public init(key: String, values: [String], arrangement: Arrangement = .horizontal) {
            self.key = key
            self.values = values
            self.arrangement = arrangement
        }

        /// Parses `KEY=V1,V2,…`.
        public init(parsing text: String, arrangement: Arrangement = .horizontal) throws {
            guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
                throw ShotProblem(
                    field: "vary",
                    "\(quoted(text)); expected KEY=V1,V2,… such as appearance.tintColor=systemPink,#7B61FF")
            }
            let values = text[text.index(after: eq)...].split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard !values.contains(where: \.isEmpty) else {
                throw ShotProblem(field: "vary", "\(quoted(text)); expected KEY=V1,V2,… with no empty value")
            }
            self.init(
                key: String(text[..<eq]).trimmingCharacters(in: .whitespaces), values: values, arrangement: arrangement)
        }
    }

    /// The files the shot reads (before the transcript's images): the transcript and every panel's manifests.
    public var inputFiles: [String] {
        var files = [transcript]
        for m in panels.flatMap(\.manifests) where !files.contains(m) { files.append(m) }
        return files
    }

    /// The panels of the shot, each a full look: the shot's look with the panel's layer on top.
    public var panels: [Look] {
        switch form {
        case .picture:
            return [look]
        case .comparison(let c):
            let afterCaption = c.after.count > 1
            return [look.adding(c.before)]
                + c.after.enumerated().map { i, layer in
                    var panel = look.adding(layer)
                    if layer.caption == nil { panel.caption = afterCaption ? "After \(i + 1)" : "After" }
                    return panel
                }
        case .variants(let v):
            let name = v.key.split(separator: ".").last.map(String.init) ?? v.key
            return v.values.map { value in
                look.adding(Look(sets: ["\(v.key)=\(value)"], caption: "\(name) = \(value)"))
            }
        }
    }
}

// MARK: - Validation

/// A problem with one field of a shot. The command line names it as `--FIELD`, a gallery as `file:line:column: FIELD`.
public struct ShotProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option / gallery key (`now`, `scale`, `width`).
    public var field: String
    public var message: String
    public init(field: String, _ message: String) {
        self.field = field
        self.message = message
    }
    public var description: String { "--\(field): \(message)" }
}

extension Shot {
    /// The largest canvas side in points that chatshot accepts (at 3x it stays within Cairo's 32767 pixels).
    public static let maxPoints = 10_000.0
    /// The most panels one comparison or variant sheet may have.
    public static let maxPanels = 64

    /// Checks the whole shot: sizes, scale, and that each option fits the
    /// screen and form. Throws the first `ShotProblem`.
    public func validate() throws {
        for (field, v) in [("width", display.width), ("height", display.height)] {
            guard v.isFinite, v >= 1, v <= Self.maxPoints else {
                throw ShotProblem(
                    field: field, "\(v.clean) pt; expected a size from 1 to \(Int(Self.maxPoints)) points")
            }
        }
        guard [1, 2, 3].contains(display.scale) else {
            throw ShotProblem(field: "scale", "\(display.scale); expected 1, 2 or 3")
        }
        if transcript.isEmpty { throw ShotProblem(field: "transcript", "expected a transcript file") }
        if threadParent != nil && screen != .thread {
            throw ShotProblem(
                field: "thread-parent", "only applies to --screen thread (this shot draws \(screen.rawValue))")
        }
        if message != nil && !screen.isMessagePopup {
            throw ShotProblem(
                field: "message",
                "only applies to --screen message-actions and reaction-authors (this shot draws \(screen.rawValue))")
        }
        if screen.isMessagePopup && (message ?? "").isEmpty {
            throw ShotProblem(
                field: "message", "--screen \(screen.rawValue) needs the long-pressed message's id (--message ID)")
        }
        if isScrolling && !(screen == .channel || screen == .thread) {
            throw ShotProblem(
                field: "scrolling",
                "only applies to the channel and thread screens (this shot draws \(screen.rawValue))")
        }
        for set in panels.flatMap(\.sets) where !set.contains("=") || set.hasPrefix("=") {
            throw ShotProblem(field: "set", "\(quoted(set)); expected KEY=VALUE such as appearance.tintColor=#FF00AA")
        }
        switch form {
        case .picture: break
        case .comparison(let c):
            if c.after.isEmpty {
                throw ShotProblem(
                    field: "after", "a comparison needs at least one after panel (a manifest or a Swift customization)")
            }
            if c.after.contains(where: \.isEmpty) {
                throw ShotProblem(
                    field: "after", "an after panel needs a manifest, a --set value or a Swift customization")
            }
            if c.after.count + 1 > Self.maxPanels {
                throw ShotProblem(field: "after", "\(c.after.count + 1) panels; at most \(Self.maxPanels)")
            }
        case .variants(let v):
            if v.key.isEmpty || v.values.isEmpty { throw ShotProblem(field: "vary", "expected KEY=V1,V2,…") }
            if v.values.count > Self.maxPanels {
                throw ShotProblem(field: "vary", "\(v.values.count) values; at most \(Self.maxPanels)")
            }
        }
        if display.chrome != .none {
            if screen == .messages {
                throw ShotProblem(field: "chrome", "draws a phone's screen; --screen messages draws message cells only")
            }
            if isFull {
                throw ShotProblem(
                    field: "chrome", "a whole transcript (--full) is not a phone's screen; use --chrome none")
            }
            let d = display.effectiveDevice
            if d.safeAreaTop + d.safeAreaBottom + 64 > display.height {
                throw ShotProblem(
                    field: "height",
                    "\(display.height.clean) pt leaves no room for the screen inside the status bar and home indicator")
            }
        }
        if isFull, form != .picture {
            throw ShotProblem(
                field: "full", "a whole transcript (--full) renders one picture, not a comparison or a variant sheet")
        }
    }
}

// MARK: - Parsing option values (the command line and galleries use these)

extension Shot {
    /// An ISO 8601 date and time (`2024-05-01T09:30:00Z`, fractional seconds and offsets allowed).
    public static func parseNow(_ text: String) throws -> Date {
        guard let date = ISODate.parse(text) else {
            throw ShotProblem(
                field: "now", "\(quoted(text)) is not an ISO 8601 date and time such as 2024-05-01T09:30:00Z")
        }
        return date
    }

    /// An IANA time zone name.
    public static func parseTimeZone(_ text: String) throws -> TimeZone {
        guard let zone = TimeZone(identifier: text) else {
            throw ShotProblem(
                field: "timezone",
                "unknown time zone \(quoted(text)); expected an IANA name such as UTC or Europe/Amsterdam")
        }
        return zone
    }

    /// A value of a fixed set (an enum's raw value), with a "did you mean" for near misses.
    public static func parse<E: RawRepresentable & CaseIterable>(_ text: String, as type: E.Type, field: String) throws
        -> E where E.RawValue == String
    {
        if let value = E(rawValue: text) { return value }
        let names = E.allCases.map(\.rawValue)
        throw ShotProblem(field: field, "unknown value \(quoted(text))" + Suggestions.hint(for: text, in: names))
    }
}

extension UIContentSizeCategory: Codable {}

/// `"text"` with quotes and backslashes escaped, for messages.
func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
