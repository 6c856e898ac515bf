import ChatCanvas

/// How a label's text breaks into lines and how a line that does not fit is cut (UIKit's values).
///
/// chatshot wraps at word boundaries (a word longer than the line is broken between letters) in every mode; when the
/// line limit cuts the text, the truncating modes put the ellipsis where they say, and the wrapping and clipping
/// modes end the last line with one (chatshot does not clip glyphs mid-letter). docs/compatibility.md says so.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5

    /// The mode ChatCanvas lays text out with.
    package var canvasMode: LineBreakMode {
        switch self {
        case .byWordWrapping, .byCharWrapping, .byClipping: .wordWrap
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
    }
}

/// The base direction of a paragraph (UIKit's values).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The line drawn under or through text (`.underlineStyle`, `.strikethroughStyle`).
///
/// chatshot draws a single line for every style other than none (thick, double and patterned lines are drawn single).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
