import Foundation

extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`), as UIKit adds it.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`), as UIKit adds it.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`), as UIKit adds it.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points added after each letter (a number), in place of the font's own tracking.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points added after each letter (a number), iOS 14's name beside `kern`.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The paragraph's layout (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A line under the text (an `NSUnderlineStyle` raw value, or the style).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A line through the text (an `NSUnderlineStyle` raw value, or the style).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline's colour (a `UIColor`; kept: the line takes the text's colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's colour (a `UIColor`; kept: the line takes the text's colour).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the text is raised above its baseline (a number; negative lowers it).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a `URL` or `String`; kept: a label draws it as text, as UILabel does).
    public static let link = NSAttributedString.Key("NSLink")
    /// The outline's colour (a `UIColor`; kept).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width (a number; kept).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A text shadow (kept).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Ligatures (a number; kept).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The slant (a number; kept).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The horizontal stretch (a number; kept).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// An inline attachment (kept).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
