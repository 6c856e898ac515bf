import Foundation

/// A font request: family, size in points, weight (100…900), italic, and an optional fixed line height.
public struct Font: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var weight: Int
    public var italic: Bool
    /// A fixed distance between baselines in points; nil uses the font's own line height.
    public var lineHeight: Double?
    /// The spacing between letters the family stand-in for SF Pro gets (see `FontTracking`); other families are
    /// never tracked.
    public var tracking: FontTracking

    public init(
        family: String = Font.uiFamily, size: Double, weight: Int = 400, italic: Bool = false,
        lineHeight: Double? = nil,
        tracking: FontTracking = .sfPro
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.lineHeight = lineHeight
        self.tracking = tracking
    }

    /// The family chatshot uses in place of SF Pro.
    public static let uiFamily = "Inter"
    /// The family chatshot uses in place of SF Pro Display: Inter's optical size for large text.
    public static let displayFamily = "Inter Display"
    /// The size from which the system font is drawn with Inter Display. Apple names 20 pt as where SF Pro Display
    /// takes over from SF Pro Text, but iOS blends the two optical sizes: in the SDK's pictures 20-pt text is as
    /// wide as Inter's text cut (tracked) and 22-pt and larger text as wide as Inter Display's (docs/fidelity.md,
    /// "Display sizes").
    public static let displaySizeThreshold = 21.0
    /// The family used for monospaced text (`monospacedSystemFont`, SF Mono).
    public static let monospaceFamily = "Noto Sans Mono"
    /// The family of markdown code spans and blocks: the SDK's `CourierNewPSMT`, drawn with Nimbus Mono PS (a
    /// Courier of the same advance, with Courier's thin slab-serif letters).
    public static let markdownCodeFamily = "Courier New"

    public func withSize(_ s: Double) -> Font {
        var f = self
        f.size = s
        return f
    }
    public func withWeight(_ w: Int) -> Font {
        var f = self
        f.weight = w
        return f
    }
    public func withItalic(_ i: Bool = true) -> Font {
        var f = self
        f.italic = i
        return f
    }
    public func withLineHeight(_ h: Double?) -> Font {
        var f = self
        f.lineHeight = h
        return f
    }
    public func withTracking(_ t: FontTracking) -> Font {
        var f = self
        f.tracking = t
        return f
    }

    /// The family fontconfig is asked for: the system font (Inter, or a name meaning it) with SF Pro's look is
    /// Inter below 21 pt and Inter Display from 21 pt, as iOS moves from SF Pro Text to SF Pro Display there;
    /// `SF Pro Text` and `SF Pro Display` name one face at every size. With `tracking: .none` the system font is
    /// Inter at every size.
    public var resolvedFamily: String {
        switch family.lowercased().filter({ $0 != " " }) {
        case "sfprotext": return Font.uiFamily
        case "sfprodisplay": return tracking == .none ? Font.uiFamily : Font.displayFamily
        default:
            guard FontTracking.isSystemFamily(family) else { return family }
            return tracking == .sfPro && size >= Font.displaySizeThreshold ? Font.displayFamily : Font.uiFamily
        }
    }

    /// The space added between letters in points: the tracking's amount at this size when the family is the one
    /// standing in for SF Pro (Inter, or a name for the system font), else 0.
    public var letterSpacing: Double {
        guard FontTracking.isSystemFamily(family) else { return 0 }
        return tracking.points(atSize: size)
    }
}

/// Text with per-range fonts, colours and decorations (the part of NSAttributedString chatshot needs).
public struct StyledText: Hashable, Sendable {
    public struct Run: Hashable, Sendable {
        public var text: String
        /// nil: the layout's base font.
        public var font: Font?
        /// nil: the layout's base colour.
        public var color: Color?
        public var strikethrough: Bool
        public var underline: Bool
        public var backgroundColor: Color?
        /// Space added after each letter in points, in place of the font's tracking; nil: the font's own.
        public var kern: Double?
        /// How far the run is raised above the baseline in points (negative: lowered).
        public var baselineOffset: Double
        /// An image drawn in place of the run's text (one object replacement character, U+FFFC).
        public var attachment: TextAttachment?
        public init(
            _ text: String, font: Font? = nil, color: Color? = nil, strikethrough: Bool = false,
            underline: Bool = false, backgroundColor: Color? = nil, kern: Double? = nil, baselineOffset: Double = 0,
            attachment: TextAttachment? = nil
        ) {
            self.attachment = attachment
            self.text = text
            self.font = font
            self.color = color
            self.strikethrough = strikethrough
            self.underline = underline
            self.backgroundColor = backgroundColor
            self.kern = kern
            self.baselineOffset = baselineOffset
        }
    }
    public var runs: [Run]
    public init(runs: [Run]) { self.runs = runs }
    public init(_ text: String) { self.runs = [Run(text)] }
    public var string: String { runs.map(\.text).joined() }
    public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }
}

/// An image inline in text (`NSTextAttachment`): it takes `size` on its line, its bottom `baselineOffset` points
/// above the baseline (negative: below), and is drawn in its colours, or (`isTemplate`) as a template filled with
/// `tint` (nil: the text's colour).
public struct TextAttachment: Hashable, Sendable {
    public var image: Image?
    public var size: CGSize
    public var baselineOffset: Double
    public var isTemplate: Bool
    public var tint: Color?

    public init(image: Image?, size: CGSize, baselineOffset: Double = 0, isTemplate: Bool = false, tint: Color? = nil) {
        self.isTemplate = isTemplate
        self.image = image
        let valid = { (v: CGFloat) in v.isFinite ? min(max(v, 0), 10_000) : 0 }
        self.size = CGSize(width: valid(size.width), height: valid(size.height))
        self.baselineOffset = baselineOffset.isFinite ? min(max(baselineOffset, -10_000), 10_000) : 0
        self.tint = tint
    }

    public static func == (a: TextAttachment, b: TextAttachment) -> Bool {
        a.image === b.image && a.size == b.size && a.baselineOffset == b.baselineOffset
            && a.isTemplate == b.isTemplate && a.tint == b.tint
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(image.map(ObjectIdentifier.init))
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(baselineOffset)
        hasher.combine(isTemplate)
        hasher.combine(tint)
    }
}

/// Horizontal alignment of text inside its layout width.
public enum TextAlignment: Sendable { case natural, left, center, right }

/// What happens when text does not fit.
public enum LineBreakMode: Sendable { case wordWrap, truncateTail, truncateMiddle, truncateHead }

/// Paragraph direction.
public enum TextDirection: Sendable { case auto, leftToRight, rightToLeft }
