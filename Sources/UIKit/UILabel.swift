import ChatCanvas
import Foundation

/// A text label: plain or styled text, a font, a colour, a line limit. Measured and drawn with Pango.
open class UILabel: UIView {
    /// The text. Setting it replaces any attributed text.
    open var text: String? {
        get { storedText }
        set {
            guard newValue != storedText || storedAttributedText != nil || storedStyledText != nil else { return }
            storedText = newValue
            storedAttributedText = nil
            storedStyledText = nil
            invalidateText()
        }
    }
    /// The text with its attributes (fonts, colours, kerning, underline, strikethrough, baseline offset, and the
    /// first character's paragraph style); when set, `text` becomes its characters and `textAlignment` its
    /// paragraph style's alignment. Ranges without a font or colour take the label's.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            if let storedStyledText { return NSAttributedString(string: storedStyledText.string) }
            return storedText.map {
                NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor])
            }
        }
        set {
            storedAttributedText = newValue
            storedStyledText = nil
            storedText = newValue?.string
            if let paragraph = newValue?.firstParagraphStyle { textAlignment = paragraph.alignment }
            invalidateText()
        }
    }
    /// chatshot's own styled text (the SDK views' formatted messages), in place of an attributed string.
    package var styledText: StyledText? {
        get { storedStyledText }
        set {
            storedStyledText = newValue
            storedAttributedText = nil
            storedText = newValue?.string
            invalidateText()
        }
    }
    /// Whether the text has attributes (set as an attributed string or as styled text).
    package var hasAttributedContent: Bool { storedAttributedText != nil || storedStyledText != nil }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedStyledText: StyledText?
    /// The text's font: implicitly unwrapped, as in UIKit (`label.font = UIFont(name:size:)` compiles); setting nil
    /// puts back the 17-pt system font, as UIKit does.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            invalidateText()
            noteAppearanceSet(.font, key: "font", { [newValue] in ($0 as? UILabel)?.font = newValue })
        }
    }
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    open var textColor: UIColor = .label {
        didSet {
            if textColor != oldValue { invalidateText() }
            noteAppearanceSet(.textColor, key: "textColor", { [textColor] in ($0 as? UILabel)?.textColor = textColor })
        }
    }
    open var numberOfLines = 1 { didSet { invalidateText() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { invalidateText() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateText() } }
    /// Scale the font with the content size category (Dynamic Type).
    open var adjustsFontForContentSizeCategory = false { didSet { invalidateText() } }
    /// A fixed line height (baseline to baseline); nil: the font's own.
    public var lineHeight: CGFloat? { didSet { invalidateText() } }
    /// Whether the last of several lines ends on the font's own descent, not the fixed line height (UIKit's labels
    /// put the leading between lines: the SDK's three-line poll option is 40 + 18 pt at 15 pt with 20-pt lines).
    /// Off for text views (their lines all take the full height), and for the views chatshot draws with a label
    /// where the SDK has a text view.
    package var lastLineOwnHeight = true { didSet { if lastLineOwnHeight != oldValue { invalidateText() } } }
    /// A one-line label draws its text smaller, down to `minimumScaleFactor`, when it is wider than the label.
    open var adjustsFontSizeToFitWidth = false { didSet { invalidateText() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { invalidateText() } }

    private var cached: (width: CGFloat?, style: UIUserInterfaceStyle, layout: TextLayout)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        horizontalCompressionResistance = 749
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        horizontalCompressionResistance = 749
    }

    /// The font actually used (scaled for the content size category when asked).
    public var effectiveFont: Font {
        var f = font.font
        if adjustsFontForContentSizeCategory, let style = font.textStyle {
            let category = traitCollection.preferredContentSizeCategory
            let base = font.contentSizeCategory
            if category != base {
                f = f.withSize(f.size * category.scale(for: style) / base.scale(for: style))
            }
        }
        if let lineHeight {
            f.lineHeight = lineHeight
        } else if let paragraph = storedAttributedText?.firstParagraphStyle, paragraph.minimumLineHeight > 0,
            paragraph.minimumLineHeight == paragraph.maximumLineHeight
        {
            f.lineHeight = paragraph.minimumLineHeight
        }
        return f
    }

    private func invalidateText() {
        cached = nil
        measureCache = nil
        UIView.invalidateMeasurements()
    }

    /// The text as drawn in an appearance: the attributed string's runs, the styled text, else the plain text.
    func displayedText(_ style: UIUserInterfaceStyle) -> StyledText {
        if let storedAttributedText { return storedAttributedText.styledText(style) }
        return storedStyledText ?? StyledText(storedText ?? "")
    }

    /// The attributed string's paragraph style (the first character's), if any.
    private var paragraphStyle: NSParagraphStyle? { storedAttributedText?.firstParagraphStyle }
    /// Extra space between lines: the paragraph style's `lineSpacing`.
    private var lineSpacing: Double { Double(paragraphStyle?.lineSpacing ?? 0) }
    /// How lines break: the paragraph style's mode when it sets one other than word wrapping, else the label's.
    private var effectiveLineBreakMode: LineBreakMode {
        if let mode = paragraphStyle?.lineBreakMode, mode != .byWordWrapping { return mode.canvasMode }
        return lineBreakMode.canvasMode
    }

    /// Text keeps its own direction (English stays left-to-right in a right-to-left screen); natural alignment
    /// follows the screen's direction, as UIKit's does.
    var effectiveAlignment: TextAlignment {
        let alignment = textAlignment.canvasAlignment
        return alignment == .natural && isRightToLeft ? .right : alignment
    }

    public var hasText: Bool {
        if let storedAttributedText { return storedAttributedText.length > 0 }
        return !(storedStyledText?.isEmpty ?? (storedText ?? "").isEmpty)
    }

    /// The laid-out text for a width (cached for the last width).
    public func textLayout(width: CGFloat?) -> TextLayout? {
        guard hasText else { return nil }
        let w = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let style = traitCollection.userInterfaceStyle
        if let c = cached, c.width == w, c.style == style { return c.layout }
        let content = displayedText(style)
        let lineBreakMode = effectiveLineBreakMode
        var font = effectiveFont
        if adjustsFontSizeToFitWidth, numberOfLines == 1, let w, w > 0 {
            func naturalWidth(_ f: Font) -> CGFloat {
                TextLayout(
                    content, font: f, color: .black, width: nil, maxLines: 1, alignment: .left,
                    lineBreakMode: lineBreakMode, direction: .auto
                ).size.width
            }
            var natural = naturalWidth(font)
            let smallest = font.size * minimumScaleFactor
            // Tracking changes with the size, so a line scaled by the ratio may still be a little too wide: shrink
            // again (a hair under the ratio), a few times at most, until it fits or reaches the minimum.
            var size = font.size
            for _ in 0..<8 where natural > w && size > smallest {
                size = max(smallest, size * w / natural * 0.999)
                natural = naturalWidth(font.withSize(size))
            }
            font = font.withSize(size)
        }
        let layout = TextLayout(
            content, font: font, color: resolve(textColor), width: w.map { Double($0) }, maxLines: numberOfLines,
            alignment: effectiveAlignment, lineBreakMode: numberOfLines == 1 ? lineBreakMode : .wordWrap,
            direction: .auto, lineSpacing: lineSpacing, justify: textAlignment == .justified,
            lastLineOwnHeight: lastLineOwnHeight)
        cached = (w, style, layout)
        return layout
    }

    private var measureCache: (width: CGFloat?, size: CGSize)?

    /// The text's own size at a wrap width (its widest line, whatever the alignment).
    private func measuredSize(width: CGFloat?) -> CGSize? {
        guard hasText else { return nil }
        let w = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        if let c = measureCache, c.width == w { return c.size }
        let content = displayedText(.light)
        let layout = TextLayout(
            content, font: effectiveFont, color: .black, width: w.map { Double($0) }, maxLines: numberOfLines,
            alignment: .left,
            lineBreakMode: numberOfLines == 1 ? effectiveLineBreakMode : .wordWrap,
            direction: .auto, lineSpacing: lineSpacing, lastLineOwnHeight: lastLineOwnHeight)
        let size = ceilSize(layout.size)
        measureCache = (w, size)
        return size
    }

    open override var intrinsicContentSize: CGSize {
        measuredSize(width: nil) ?? .zero
    }

    /// A one-line label grows to its whole text, whatever its frame was (`label.text = …; label.sizeToFit()`);
    /// a multi-line one wraps at its current width.
    open override func sizeToFit() {
        guard numberOfLines == 1 else { return super.sizeToFit() }
        frame.size = sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fixed = fixedSize
        var result: CGSize
        if let measured = measuredSize(width: fixed.width ?? size.width) {
            result = measured
            if size.width.isFinite { result.width = min(result.width, size.width) }
        } else {
            result = .zero
        }
        if let w = fixed.width { result.width = w }
        if let h = fixed.height { result.height = h }
        return result
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard let layout = textLayout(width: rect.width) else { return }
        // Centre the text block vertically when the label is taller than its text (as UILabel does).
        var dy = max(0, (rect.height - layout.size.height) / 2)
        if let block = layout.systemFontBlock {
            // The system font: centre SF Pro's block and put its first baseline on a pixel row, as UIKit draws
            // the SDK's labels (a 13-pt timestamp in a 16-pt row stands 12 pt below the row's top), then draw
            // Inter's first baseline there.
            let baseline = canvas.pixelRowBoundary(
                atOrAbove: max(0, (rect.height - block.height) / 2) + block.firstBaseline)
            dy = baseline - layout.firstBaseline
        }
        canvas.draw(layout, at: CGPoint(x: 0, y: dy))
    }
}

/// Rounds a measured size up to whole points, as UIKit's labels report.
func ceilSize(_ s: CGSize) -> CGSize {
    CGSize(width: (s.width - 0.001).rounded(.up), height: (s.height - 0.001).rounded(.up))
}
