import ChatCanvas

/// A text label: plain or styled text, a font, a colour, a line limit. Measured and drawn with Pango.
open class UILabel: UIView {
    public var text: String? {
        didSet {
            if text != oldValue {
                attributedText = nil
                invalidateText()
            }
        }
    }
    /// Styled text; when set it wins over `text`.
    public var attributedText: StyledText? { didSet { invalidateText() } }
    public var font: UIFont = .systemFont(ofSize: 17) { didSet { invalidateText() } }
    public var textColor: UIColor = .label { didSet { if textColor != oldValue { invalidateText() } } }
    public var numberOfLines = 1 { didSet { invalidateText() } }
    public var textAlignment: TextAlignment = .natural { didSet { invalidateText() } }
    public var lineBreakMode: LineBreakMode = .truncateTail { didSet { invalidateText() } }
    /// Scale the font with the content size category (Dynamic Type).
    public var adjustsFontForContentSizeCategory = false { didSet { invalidateText() } }
    /// A fixed line height (baseline to baseline); nil: the font's own.
    public var lineHeight: CGFloat? { didSet { invalidateText() } }
    /// A one-line label draws its text smaller, down to `minimumScaleFactor`, when it is wider than the label.
    public var adjustsFontSizeToFitWidth = false { didSet { invalidateText() } }
    public var minimumScaleFactor: CGFloat = 0 { didSet { invalidateText() } }

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
        if let lineHeight { f.lineHeight = lineHeight }
        return f
    }

    private func invalidateText() {
        cached = nil
        measureCache = nil
        UIView.invalidateMeasurements()
    }

    /// The text as drawn: styled text, else the plain text.
    var displayedText: StyledText { attributedText ?? StyledText(text ?? "") }

    /// Text keeps its own direction (English stays left-to-right in a right-to-left screen); natural alignment
    /// follows the screen's direction, as UIKit's does.
    var effectiveAlignment: TextAlignment {
        textAlignment == .natural && isRightToLeft ? .right : textAlignment
    }

    public var hasText: Bool { !(attributedText?.isEmpty ?? (text ?? "").isEmpty) }

    /// The laid-out text for a width (cached for the last width).
    public func textLayout(width: CGFloat?) -> TextLayout? {
        guard hasText else { return nil }
        let w = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let style = traitCollection.userInterfaceStyle
        if let c = cached, c.width == w, c.style == style { return c.layout }
        let content = displayedText
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
            direction: .auto)
        cached = (w, style, layout)
        return layout
    }

    private var measureCache: (width: CGFloat?, size: CGSize)?

    /// The text's own size at a wrap width (its widest line, whatever the alignment).
    private func measuredSize(width: CGFloat?) -> CGSize? {
        guard hasText else { return nil }
        let w = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        if let c = measureCache, c.width == w { return c.size }
        let content = displayedText
        let layout = TextLayout(
            content, font: effectiveFont, color: .black, width: w.map { Double($0) }, maxLines: numberOfLines,
            alignment: .left,
            lineBreakMode: numberOfLines == 1 ? lineBreakMode : .wordWrap,
            direction: .auto)
        let size = ceilSize(layout.size)
        measureCache = (w, size)
        return size
    }

    open override var intrinsicContentSize: CGSize {
        measuredSize(width: nil) ?? .zero
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
        let dy = max(0, (rect.height - layout.size.height) / 2)
        canvas.draw(layout, at: CGPoint(x: 0, y: dy))
    }
}

/// Rounds a measured size up to whole points, as UIKit's labels report.
func ceilSize(_ s: CGSize) -> CGSize {
    CGSize(width: (s.width - 0.001).rounded(.up), height: (s.height - 0.001).rounded(.up))
}
