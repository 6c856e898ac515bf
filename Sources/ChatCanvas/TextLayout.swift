import Foundation

/// Shaped, wrapped text (a Pango layout): measured during layout, drawn during painting.
/// Creating one loads nothing: fonts and the font map are set up once per process (see `FontSetup`).
public final class TextLayout: @unchecked Sendable {
    public let text: StyledText
    public let font: Font
    public let color: Color
    public let width: Double?
    public let maxLines: Int
    public let alignment: TextAlignment
    public let lineBreakMode: LineBreakMode
    public let direction: TextDirection

    /// - Parameters:
    ///   - width: wrap (or truncate) at this width in points; nil: one unbounded line per paragraph.
    ///   - maxLines: 0 for unlimited.
    public init(_ text: StyledText, font: Font, color: Color, width: Double? = nil, maxLines: Int = 0,
                alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap,
                direction: TextDirection = .auto) {
        self.text = text; self.font = font; self.color = color; self.width = width; self.maxLines = maxLines
        self.alignment = alignment; self.lineBreakMode = lineBreakMode; self.direction = direction
        fatalError("TODO: ChatCanvas TextLayout")
    }

    public convenience init(_ string: String, font: Font, color: Color, width: Double? = nil, maxLines: Int = 0,
                            alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap,
                            direction: TextDirection = .auto) {
        self.init(StyledText(string), font: font, color: color, width: width, maxLines: maxLines,
                  alignment: alignment, lineBreakMode: lineBreakMode, direction: direction)
    }

    /// The size the text occupies in points: the widest line's logical width (or `width` when alignment is not
    /// natural/left and a width is given) × the sum of the line heights.
    public var size: Size { fatalError("TODO") }
    /// Number of lines after wrapping and the line limit.
    public var lineCount: Int { fatalError("TODO") }
    /// Distance from the top of the layout to the first baseline.
    public var firstBaseline: Double { fatalError("TODO") }
    /// Whether the paragraph resolved to right-to-left.
    public var isRightToLeft: Bool { fatalError("TODO") }
}
