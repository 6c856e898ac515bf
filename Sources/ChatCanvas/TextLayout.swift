import Foundation
import Synchronization

@_implementationOnly import CCairo
@_implementationOnly import CPangoCairo

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
    /// Extra space between lines in points (a paragraph style's `lineSpacing`).
    public let lineSpacing: Double
    /// Whether wrapped lines are stretched to the width (justified alignment; the last line of a paragraph is not).
    public let justify: Bool
    /// Whether the last of several lines ends on its fonts' own descent instead of a fixed line height (UIKit's
    /// labels; text views keep the full line height).
    public let lastLineOwnHeight: Bool

    /// The thread environment the layout was built in; every Pango call on `layout` holds its lock.
    private let environment: PangoEnvironment
    private let layout: OpaquePointer
    private let metrics: Metrics

    /// What a layout measures to (shared with `TextLayoutCache`).
    struct Metrics {
        var size: CGSize
        var lineCount: Int
        var firstBaseline: Double
        var lastBaseline: Double
        var isRightToLeft: Bool
        /// Where Pango's layout origin goes relative to the requested top-left corner.
        var drawOffset: CGPoint
        var lines: [TextLineMetrics.Line]
        /// Each inline image and where it goes, from the requested top-left corner.
        var attachments: [(attachment: TextAttachment, frame: CGRect)] = []
        /// SF Pro's first baseline and block height for text in the system font (see `systemFontBlock`).
        var systemFontBlock: (firstBaseline: Double, height: Double)?
    }

    /// - Parameters:
    ///   - width: wrap (or truncate) at this width in points; nil: one unbounded line per paragraph.
    ///   - maxLines: 0 for unlimited.
    ///   - lineSpacing: extra space between lines in points.
    ///   - justify: stretch wrapped lines to the width.
    ///   - lastLineOwnHeight: end the last of several lines on its fonts' own descent (see `TextLineMetrics`).
    public init(
        _ text: StyledText, font: Font, color: Color, width: Double? = nil, maxLines: Int = 0,
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap,
        direction: TextDirection = .auto, lineSpacing: Double = 0, justify: Bool = false,
        lastLineOwnHeight: Bool = false
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.width = width
        self.maxLines = maxLines
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.direction = direction
        let lineSpacing = lineSpacing.isFinite ? min(max(lineSpacing, 0), 10_000) : 0
        self.lineSpacing = lineSpacing
        self.justify = justify
        self.lastLineOwnHeight = lastLineOwnHeight

        let environment = PangoEnvironment.current
        self.environment = environment
        let key = TextLayoutCache.Key(
            text: text, font: font, color: color, width: width, maxLines: maxLines, alignment: alignment,
            lineBreakMode: lineBreakMode, direction: direction, lineSpacing: lineSpacing, justify: justify,
            lastLineOwnHeight: lastLineOwnHeight)
        (layout, metrics) = environment.lock.withLock { _ in
            // Fonts added since the last layout empty the cache first.
            environment.refreshFontsIfNeeded()
            if let shaped = environment.textLayouts.retained(key) { return (shaped.layout, shaped.metrics) }
            let made = Self.makeLayout(
                text, font: font, color: color, width: width, maxLines: maxLines, alignment: alignment,
                lineBreakMode: lineBreakMode, direction: direction, lineSpacing: lineSpacing, justify: justify,
                lastLineOwnHeight: lastLineOwnHeight, environment: environment)
            environment.textLayouts.insert(TextLayoutCache.Entry(layout: made.0, metrics: made.1), for: key)
            return made
        }
    }

    /// Builds and measures the Pango layout; called with the environment's lock held.
    private static func makeLayout(
        _ text: StyledText, font: Font, color: Color, width: Double?, maxLines: Int,
        alignment: TextAlignment, lineBreakMode: LineBreakMode, direction: TextDirection,
        lineSpacing: Double, justify: Bool, lastLineOwnHeight: Bool, environment: PangoEnvironment
    ) -> (OpaquePointer, Metrics) {
        environment.refreshFontsIfNeeded()

        let context = direction == .rightToLeft ? environment.rtlContext : environment.ltrContext
        let layout = pango_layout_new(context)!
        let lineLimit = max(0, maxLines)
        let limitsLines = lineLimit > 0

        let attributes = TextAttributes(text, font: font, color: color, singleParagraph: limitsLines)
        let baseDesc = TextAttributes.fontDescription(font)
        pango_layout_set_font_description(layout, baseDesc)
        pango_font_description_free(baseDesc)
        pango_layout_set_auto_dir(layout, direction == .auto ? 1 : 0)
        pango_layout_set_spacing(layout, 0)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)

        // A non-finite width means "no width".
        let wrapWidth = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        if let wrapWidth {
            // A tracked line is measured without the last letter's spacing, but Pango's ellipsizing counts it: a
            // line ellipsized to the width it measured would lose its last letters. Leading-aligned lines that may
            // end in an ellipsis get that spacing (under a point) of slack; it moves no glyph.
            let leading = alignment == .natural || alignment == .left
            let slack = limitsLines && leading && attributes.hasTracking ? 1.0 : 0
            pango_layout_set_width(layout, TextAttributes.pangoUnits(wrapWidth + slack))
        } else if limitsLines {
            // Ellipsizing needs a width; an unbounded line limit uses one no text reaches.
            pango_layout_set_width(layout, 1 << 30)
        }
        if limitsLines {
            let mode: PangoEllipsizeMode
            switch lineBreakMode {
            case .wordWrap, .truncateTail: mode = PANGO_ELLIPSIZE_END
            case .truncateMiddle: mode = PANGO_ELLIPSIZE_MIDDLE
            case .truncateHead: mode = PANGO_ELLIPSIZE_START
            }
            pango_layout_set_ellipsize(layout, mode)
            pango_layout_set_height(layout, -Int32(clamping: lineLimit))
        }

        let physicalAlignment: PangoAlignment
        switch (alignment, direction) {
        case (.center, _): physicalAlignment = PANGO_ALIGN_CENTER
        case (.left, _): physicalAlignment = PANGO_ALIGN_LEFT
        case (.right, _): physicalAlignment = PANGO_ALIGN_RIGHT
        case (.natural, .rightToLeft): physicalAlignment = PANGO_ALIGN_RIGHT
        // With auto direction Pango swaps left/right for right-to-left paragraphs: "left" means "start".
        case (.natural, _): physicalAlignment = PANGO_ALIGN_LEFT
        }
        pango_layout_set_alignment(layout, physicalAlignment)
        if justify { pango_layout_set_justify(layout, 1) }

        attributes.text.withCString { pango_layout_set_text(layout, $0, Int32(clamping: attributes.text.utf8.count)) }
        let attrList = attributes.makeAttrList()
        pango_layout_set_attributes(layout, attrList)
        pango_attr_list_unref(attrList)

        // Explicit left/right with automatic direction: undo Pango's swap for a right-to-left paragraph.
        if direction == .auto, alignment == .left || alignment == .right, firstLineIsRTL(layout) {
            pango_layout_set_alignment(layout, alignment == .left ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        }

        let lines = TextLineMetrics.lines(
            of: layout, context: context, runs: attributes.runRanges, baseFont: font,
            baseLineHeight: attributes.lineHeight(for: font), lineSpacing: lineSpacing,
            lastLineOwnHeight: lastLineOwnHeight, cache: environment)
        var metrics = measure(layout, lines: lines, width: wrapWidth, alignment: alignment)
        metrics.attachments = attachmentFrames(
            layout, runs: attributes.runRanges, lines: lines, offset: metrics.drawOffset)
        metrics.systemFontBlock = TextLineMetrics.systemFontBlock(
            of: lines, baseFont: font, context: context, cache: environment)
        return (layout, metrics)
    }

    /// Where each attachment's image goes: at its character's place on its line, standing on the baseline (raised
    /// by its offset). An attachment that an ellipsis replaced is left out.
    private static func attachmentFrames(
        _ layout: OpaquePointer, runs: [TextAttributes.RunRange], lines: [TextLineMetrics.Line], offset: CGPoint
    ) -> [(attachment: TextAttachment, frame: CGRect)] {
        var frames: [(attachment: TextAttachment, frame: CGRect)] = []
        for run in runs {
            guard let attachment = run.attachment else { continue }
            var lineIndex: Int32 = 0
            var x: Int32 = 0
            pango_layout_index_to_line_x(layout, Int32(clamping: run.start), 0, &lineIndex, &x)
            guard lineIndex >= 0, Int(lineIndex) < lines.count,
                let line = pango_layout_get_line_readonly(layout, lineIndex),
                Int(line.pointee.start_index) <= run.start,
                run.start < Int(line.pointee.start_index) + Int(line.pointee.length),
                isShown(run, width: TextAttributes.pangoUnits(attachment.size.width), on: line)
            else { continue }
            let box = lines[Int(lineIndex)]
            let frame = CGRect(
                x: offset.x + box.x + Double(x) / Double(PANGO_SCALE),
                y: offset.y + box.baseline - attachment.baselineOffset - attachment.size.height,
                width: attachment.size.width, height: attachment.size.height)
            frames.append((attachment, frame))
        }
        return frames
    }

    /// Whether an attachment's run is drawn on its line as the attachment (an ellipsis that replaced it has the
    /// width of "…" instead).
    private static func isShown(
        _ run: TextAttributes.RunRange, width: Int32, on line: UnsafeMutablePointer<PangoLayoutLine>
    ) -> Bool {
        var runNode = line.pointee.runs
        while let r = runNode {
            defer { runNode = r.pointee.next }
            guard let glyphItem = r.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = glyphItem.pointee.item, let glyphs = glyphItem.pointee.glyphs
            else { continue }
            let start = Int(item.pointee.offset)
            guard start <= run.start && run.start < start + Int(item.pointee.length) else { continue }
            return pango_glyph_string_get_width(glyphs) == width
        }
        return false
    }

    public convenience init(
        _ string: String, font: Font, color: Color, width: Double? = nil, maxLines: Int = 0,
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap,
        direction: TextDirection = .auto
    ) {
        self.init(
            StyledText(string), font: font, color: color, width: width, maxLines: maxLines,
            alignment: alignment, lineBreakMode: lineBreakMode, direction: direction)
    }

    deinit {
        environment.lock.withLock { _ in g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// The size the text occupies in points: the widest line's logical width (or `width` when alignment is not
    /// natural/left and a width is given) × the sum of the line heights. Empty text has width 0 and the height
    /// of one line, like an empty text view.
    public var size: CGSize { metrics.size }
    /// Number of lines after wrapping and the line limit.
    public var lineCount: Int { metrics.lineCount }
    /// Distance from the top of the layout to the first baseline.
    public var firstBaseline: Double { metrics.firstBaseline }
    /// For text in the system font, where SF Pro (which Inter stands in for) would put the first baseline and how
    /// tall it would make the text, from the top of the layout; nil for another family. Inter's ascent and line
    /// height are a little larger than SF Pro's (0.969 and 1.211 × the size against 0.952 and 1.193), so a view
    /// that centres its text as UIKit does (a label) uses these to put the baseline where the SDK's is.
    public var systemFontBlock: (firstBaseline: Double, height: Double)? { metrics.systemFontBlock }
    /// Whether the paragraph resolved to right-to-left.
    public var isRightToLeft: Bool { metrics.isRightToLeft }
    /// Distance from the top of the layout to the last line's baseline.
    public var lastBaseline: Double { metrics.lastBaseline }
    /// The inline images (`StyledText.Run.attachment`) and their frames from the layout's top-left corner.
    public var attachmentFrames: [(attachment: TextAttachment, frame: CGRect)] { metrics.attachments }
    /// The logical width of each line, top to bottom, in points.
    public var lineWidths: [Double] { metrics.lines.map(\.width) }
    /// The width of the inked part of the text in points (from the left edge of the first glyph drawn to the right
    /// edge of the last), as a picture of the text would measure it.
    public var inkWidth: Double {
        environment.lock.withLock { _ in
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            return Double(ink.width) / Double(PANGO_SCALE)
        }
    }

    /// Draws with Pango's cairo renderer, line by line at the stacked baselines; `cr` is in points (already
    /// scaled by the canvas).
    func draw(in cr: OpaquePointer, at origin: CGPoint) {
        environment.lock.withLock { _ in drawLocked(in: cr, at: origin) }
    }

    private func drawLocked(in cr: OpaquePointer, at origin: CGPoint) {
        cairo_save(cr)
        cairo_translate(cr, origin.x + metrics.drawOffset.x, origin.y + metrics.drawOffset.y)
        // The same options the layout was measured with, so glyphs are drawn as they were measured.
        cairo_set_font_options(cr, PangoEnvironment.fontOptions.options)
        var node = pango_layout_get_lines_readonly(layout)
        var index = 0
        while let lineNode = node, index < metrics.lines.count {
            let box = metrics.lines[index]
            cairo_new_path(cr)
            cairo_move_to(cr, box.x, box.baseline)
            pango_cairo_show_layout_line(cr, lineNode.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self))
            node = lineNode.pointee.next
            index += 1
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    // MARK: Measuring

    private static func firstLineIsRTL(_ layout: OpaquePointer) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
    }

    private static func measure(
        _ layout: OpaquePointer, lines: [TextLineMetrics.Line], width: Double?,
        alignment: TextAlignment
    ) -> Metrics {
        let scale = Double(PANGO_SCALE)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = lines.last.map { $0.top + $0.height } ?? 0
        let spansWidth = width != nil && (alignment == .center || alignment == .right)
        var logicalWidth = Double(logical.width) / scale
        // A tracked line that Pango ellipsizes can end up to one letter spacing past the width (it counts the last
        // letter's spacing, which is not drawn), plus the slack it was given; the line still fits.
        if let width, logicalWidth > width, logicalWidth - width < 2 { logicalWidth = width }
        let size = CGSize(width: spansWidth ? width! : logicalWidth, height: height)
        let offset = CGPoint(x: spansWidth ? 0 : -Double(logical.x) / scale, y: 0)
        return Metrics(
            size: size, lineCount: lines.count,
            firstBaseline: lines.first?.baseline ?? 0,
            lastBaseline: lines.last?.baseline ?? 0,
            isRightToLeft: firstLineIsRTL(layout), drawOffset: offset, lines: lines)
    }
}
