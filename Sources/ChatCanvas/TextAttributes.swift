import Foundation

@_implementationOnly import CPangoCairo

/// Turns `StyledText` runs into the text and `PangoAttrList` of a Pango layout.
struct TextAttributes {
    /// The UTF-8 text handed to Pango (NULs replaced, optionally with paragraph breaks turned into line breaks).
    let text: String
    let runs: [StyledText.Run]
    let baseFont: Font
    let baseColor: Color
    /// Whether any run is tracked (letter spacing other than zero).
    var hasTracking: Bool {
        baseFont.letterSpacing != 0 || runs.contains { ($0.kern ?? ($0.font ?? baseFont).letterSpacing) != 0 }
    }

    /// - Parameter singleParagraph: replace paragraph separators with U+2028 LINE SEPARATOR, so that a line limit
    ///   counts lines across the whole text (Pango limits lines per paragraph).
    init(_ styled: StyledText, font: Font, color: Color, singleParagraph: Bool) {
        var runs = styled.runs.map { run -> StyledText.Run in
            var run = run
            if run.text.contains("\u{0}") { run.text = run.text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") }
            return run
        }
        if singleParagraph {
            runs = runs.map { run in
                var run = run
                // Characters are grapheme clusters: "\r\n" is one Character.
                run.text = String(
                    run.text.map { ch -> Character in
                        ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2029}" || ch == "\u{85}" ? "\u{2028}" : ch
                    })
                return run
            }
        }
        self.runs = runs
        self.text = runs.map(\.text).joined()
        self.baseFont = font
        self.baseColor = color
    }

    /// A run's byte range in `text`, its font and its fixed line height (nil: the font's natural height).
    struct RunRange {
        let start: Int
        let end: Int
        let font: Font
        let lineHeight: Double?
        let attachment: TextAttachment?
    }

    /// The runs as byte ranges (empty runs left out), for mapping Pango items back to fonts and line heights.
    var runRanges: [RunRange] {
        var ranges: [RunRange] = []
        var offset = 0
        for run in runs {
            let length = run.text.utf8.count
            guard length > 0 else { continue }
            let font = run.font ?? baseFont
            ranges.append(
                RunRange(
                    start: offset, end: offset + length, font: font, lineHeight: lineHeight(for: font),
                    attachment: run.attachment))
            offset += length
        }
        return ranges
    }

    /// The line height for a run: its own fixed one, else the layout's fixed one — grown in proportion when the
    /// run's font is larger than the base font, so a bigger run still gets a taller line.
    func lineHeight(for font: Font) -> Double? {
        func valid(_ h: Double?) -> Double? { h.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
        if let own = valid(font.lineHeight) { return own }
        guard let base = valid(baseFont.lineHeight) else { return nil }
        if font.size > baseFont.size, baseFont.size > 0 { return base * font.size / baseFont.size }
        return base
    }

    /// Fonts, colours and decorations as Pango attributes (the caller owns the list). Line heights are not
    /// attributes: `TextLayout` stacks the lines itself (see `TextLineMetrics`).
    func makeAttrList() -> OpaquePointer {
        let list = pango_attr_list_new()!
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
            guard let attr else { return }
            attr.pointee.start_index = guint(clamping: start)
            attr.pointee.end_index = end == Int.max ? guint.max : guint(clamping: end)
            pango_attr_list_insert(list, attr)
        }
        // No hyphens when a long word is broken (UIKit does not add them either).
        insert(pango_attr_insert_hyphens_new(0), 0, Int.max)
        var offset = 0
        for run in runs {
            let length = run.text.utf8.count
            guard length > 0 else { continue }
            let start = offset
            let end = offset + length
            offset = end
            let font = run.font ?? baseFont

            // An attachment takes its image's room on the line (drawn by the canvas after the text).
            if let attachment = run.attachment {
                var logical = PangoRectangle(
                    x: 0, y: Self.pangoUnits(-(attachment.baselineOffset + attachment.size.height)),
                    width: Self.pangoUnits(attachment.size.width), height: Self.pangoUnits(attachment.size.height))
                var ink = logical
                insert(pango_attr_shape_new(&ink, &logical), start, end)
            }

            // Font per segment: emoji clusters are sent to Noto Color Emoji explicitly, so emoji that Inter also
            // covers in part (❤️, keycaps) still come out in colour.
            var segmentStart = start
            var segmentIsEmoji: Bool? = nil
            var cursor = start
            func flushSegment(upTo segmentEnd: Int) {
                guard let isEmoji = segmentIsEmoji, segmentEnd > segmentStart else { return }
                let desc =
                    isEmoji
                    ? Self.fontDescription(font.withSize(font.size * Self.emojiScale), family: Self.emojiFamily)
                    : Self.fontDescription(font)
                insert(pango_attr_font_desc_new(desc), segmentStart, segmentEnd)
                pango_font_description_free(desc)
            }
            for ch in run.text {
                let isEmoji = EmojiDetector.isEmoji(ch)
                if isEmoji != segmentIsEmoji {
                    flushSegment(upTo: cursor)
                    segmentStart = cursor
                    segmentIsEmoji = isEmoji
                }
                cursor += ch.utf8.count
            }
            flushSegment(upTo: cursor)

            // SF Pro's tracking for the system font, on the letters Inter draws (Latin, Greek, Cyrillic, digits,
            // punctuation): emoji keep their own advances, and scripts drawn by fallback fonts (joined scripts
            // such as Arabic among them) their own spacing.
            if let kern = run.kern {
                // Explicit kerning (an attributed string's `.kern`) spaces every letter of the run, emoji included.
                if kern != 0 { insert(pango_attr_letter_spacing_new(Self.pangoUnits(kern)), start, end) }
            } else if font.letterSpacing != 0 {
                let spacing = font.letterSpacing
                var spanStart: Int? = nil
                var position = start
                for ch in run.text {
                    let tracked = !EmojiDetector.isEmoji(ch) && Self.isDrawnByInter(ch)
                    if tracked, spanStart == nil { spanStart = position }
                    if !tracked, let from = spanStart {
                        insert(pango_attr_letter_spacing_new(Self.pangoUnits(spacing)), from, position)
                        spanStart = nil
                    }
                    position += ch.utf8.count
                }
                if let from = spanStart {
                    insert(pango_attr_letter_spacing_new(Self.pangoUnits(spacing)), from, position)
                }
            }

            let color = run.color ?? baseColor
            insertColor(color, start, end, foreground: true, insert: insert)
            if run.strikethrough { insert(pango_attr_strikethrough_new(1), start, end) }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end) }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(Self.pangoUnits(run.baselineOffset)), start, end) }
            if let background = run.backgroundColor, background.alpha > 0 {
                insertColor(background, start, end, foreground: false, insert: insert)
            }
        }
        return list
    }

    private func insertColor(
        _ color: Color, _ start: Int, _ end: Int, foreground: Bool,
        insert: (UnsafeMutablePointer<PangoAttribute>?, Int, Int) -> Void
    ) {
        func c16(_ v: Double) -> guint16 { guint16((min(max(v.isFinite ? v : 0, 0), 1) * 65535).rounded()) }
        let r = c16(color.red)
        let g = c16(color.green)
        let b = c16(color.blue)
        insert(foreground ? pango_attr_foreground_new(r, g, b) : pango_attr_background_new(r, g, b), start, end)
        if color.alpha < 1 {
            // Pango reads alpha 0 as "unset" (opaque); the smallest real value is 1.
            let a = max(c16(color.alpha), 1)
            insert(foreground ? pango_attr_foreground_alpha_new(a) : pango_attr_background_alpha_new(a), start, end)
        }
    }

    static let emojiFamily = "Noto Color Emoji"
    /// Noto Color Emoji draws its pictures about 12 % larger than Apple Color Emoji at the same point size; emoji
    /// are drawn at this share of the text's size so they look as large as the SDK's, on the same baseline
    /// (measured: 👍 at 50 pt is 49 px tall in `ChatChannelVC_Tests/test_onlyEmojiMessageAppearance…png`, 55 px in
    /// Noto).
    static let emojiScale = 0.89
    /// The room below the baseline of a line of emoji, as a share of the text size (Apple Color Emoji's; the
    /// SDK's 50-pt Jumbomoji line is ≈65 pt tall, Noto's 59). 0.38 made it 65.4 pt, which a text view rounds up
    /// to 66: the SDK's bubbles under a quote in `ChatChannelVC_Tests/test_onlyEmojiMessageAppearance…png` are
    /// 133 pt, chatshot's were 134.
    static let emojiDescent = 0.37

    /// Whether a character is in the blocks Inter covers: Latin, IPA, Greek, Cyrillic, general punctuation,
    /// currency, letter-like symbols, arrows and the Latin ligatures.
    static func isDrawnByInter(_ ch: Character) -> Bool {
        ch.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x0000...0x052F, 0x1D00...0x1FFF, 0x2000...0x2BFF, 0xA640...0xA69F, 0xA720...0xA7FF,
                0xFB00...0xFB06, 0xFE00...0xFE0F:
                return true
            default: return false
            }
        }
    }

    static func pangoUnits(_ points: Double) -> Int32 {
        guard points.isFinite else { return 0 }
        return Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded()))
    }

    /// A new font description (caller frees) with an absolute size, so 1 pt = 1 user unit at any resolution.
    static func fontDescription(_ font: Font, family: String? = nil) -> OpaquePointer {
        let desc = pango_font_description_new()!
        let name = family ?? font.resolvedFamily
        pango_font_description_set_family(desc, name)
        let size = font.size.isFinite ? min(max(font.size, 0.1), 4000) : 17
        pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(min(max(font.weight, 100), 1000))))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }
}

/// Decides which grapheme clusters are emoji (drawn from the colour emoji font).
enum EmojiDetector {
    static func isEmoji(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first, first.value >= 0x23 else { return false }
        var hasVS16 = false
        var hasKeycap = false
        var hasJoinerOrModifier = false
        for s in scalars {
            switch s.value {
            case 0xFE0E: return false  // text presentation requested
            case 0xFE0F: hasVS16 = true
            case 0x20E3: hasKeycap = true
            case 0x200D, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: hasJoinerOrModifier = true
            default: break
            }
        }
        if hasKeycap { return true }
        let props = first.properties
        if hasVS16 { return props.isEmoji }
        if props.isEmojiPresentation { return true }
        return hasJoinerOrModifier && props.isEmoji && scalars.count > 1
    }
}
