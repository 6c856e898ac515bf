import Foundation

@_implementationOnly import CPangoCairo

/// Stacks the lines of a Pango layout the way UIKit does with fixed line heights.
///
/// Each line's height and baseline come from the runs on it:
/// - a run with a fixed line height `L` (its font's, or the layout's) puts the baseline at its *requested*
///   font's ascent and takes `L` in all — the extra space goes below, and fallback fonts (emoji, Hebrew, …) do
///   not change it, so a 17-pt line with line height 22 is exactly 22 pt whatever script it contains;
/// - a run without one uses the ascent and descent of the font that actually drew it (Pango's own rule).
/// A line's baseline is the largest ascent, its height that plus the largest part below the baseline, so a run
/// with a larger font still grows its line. Lines are `lineSpacing` apart (between lines, none after the last).
///
/// With `lastLineOwnHeight`, the last line of several ends on its font's own line height rather than the fixed
/// one, as a UILabel's wrapped text does in UIKit (the leading goes between lines, not after the last): a
/// three-line 15-pt label with 20-pt lines is 40 + 17.9 pt tall (SF Pro's line height, see `ownLineHeight`). A
/// single line keeps the fixed height. It never grows a line.
struct TextLineMetrics {
    struct Line {
        /// Left edge of the line's logical box in layout coordinates (alignment applied), points.
        var x: Double
        var top: Double
        var baseline: Double
        var height: Double
        var width: Double
    }

    static func lines(
        of layout: OpaquePointer, context: OpaquePointer, runs: [TextAttributes.RunRange],
        baseFont: Font, baseLineHeight: Double?, lineSpacing: Double = 0, lastLineOwnHeight: Bool = false,
        cache: PangoEnvironment
    ) -> [Line] {
        let scale = Double(PANGO_SCALE)
        var result: [Line] = []
        var top = 0.0
        /// The last line's height ending on its fonts' own descent (for `lastLineOwnHeight`).
        var lastOwnHeight = 0.0
        /// The run containing a byte offset (binary search: runs are sorted and contiguous).
        func run(at offset: Int) -> TextAttributes.RunRange? {
            guard !runs.isEmpty else { return nil }
            var low = 0
            var high = runs.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if runs[mid].start <= offset { low = mid } else { high = mid - 1 }
            }
            return runs[low]
        }

        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var node = pango_layout_get_lines_readonly(layout)
        while let lineNode = node {
            defer { node = lineNode.pointee.next }
            if !result.isEmpty { top += lineSpacing }
            let line = lineNode.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            _ = pango_layout_iter_next_line(iter)

            var ascent = 0.0
            var below = 0.0
            var ownBelow = 0.0
            var hasRun = false
            var runNode = line.pointee.runs
            while let r = runNode {
                defer { runNode = r.pointee.next }
                guard let glyphItem = r.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let item = glyphItem.pointee.item
                else { continue }
                hasRun = true
                let range = run(at: Int(item.pointee.offset))
                if let range, let attachment = range.attachment {
                    // The line holds the image and the font's own ascent and descent.
                    let a = cache.ascent(of: range.font, context: context)
                    ascent = max(ascent, a, attachment.baselineOffset + attachment.size.height)
                    let fontBelow = range.lineHeight.map { $0 - a } ?? cache.descent(of: range.font, context: context)
                    below = max(below, fontBelow, -attachment.baselineOffset)
                    ownBelow = max(ownBelow, fontBelow, -attachment.baselineOffset)
                } else if let range, let fixed = range.lineHeight {
                    let a = cache.ascent(of: range.font, context: context)
                    ascent = max(ascent, a)
                    below = max(below, fixed - a)
                    ownBelow = max(ownBelow, ownLineHeight(of: range.font, context: context, cache: cache) - a)
                } else {
                    var runLogical = PangoRectangle()
                    pango_glyph_string_extents(glyphItem.pointee.glyphs, item.pointee.analysis.font, nil, &runLogical)
                    if let emojiSize = emojiSize(of: item.pointee.analysis.font) {
                        // Emoji are drawn smaller than their text (`TextAttributes.emojiScale`) but take the line
                        // room of the SDK's Apple Color Emoji at the full size.
                        let size = emojiSize / TextAttributes.emojiScale
                        ascent = max(ascent, -Double(runLogical.y) / scale / TextAttributes.emojiScale)
                        below = max(below, size * TextAttributes.emojiDescent)
                        ownBelow = max(ownBelow, size * TextAttributes.emojiDescent)
                    } else {
                        ascent = max(ascent, -Double(runLogical.y) / scale)
                        below = max(below, Double(runLogical.y + runLogical.height) / scale)
                        ownBelow = max(ownBelow, Double(runLogical.y + runLogical.height) / scale)
                    }
                }
            }
            if !hasRun {
                // An empty line (empty text, or between two line breaks): the font at that position.
                let font = run(at: Int(line.pointee.start_index))?.font ?? baseFont
                let fixed = runs.isEmpty ? baseLineHeight : run(at: Int(line.pointee.start_index))?.lineHeight
                let a = cache.ascent(of: font, context: context)
                ascent = a
                below = fixed.map { $0 - a } ?? cache.descent(of: font, context: context)
                ownBelow = ownLineHeight(of: font, context: context, cache: cache) - a
            }
            let height = ascent + below
            lastOwnHeight = ascent + min(below, ownBelow)
            result.append(
                Line(
                    x: Double(logical.x) / scale, top: top, baseline: top + ascent, height: height,
                    width: Double(logical.width) / scale))
            top += height
        }
        if lastLineOwnHeight, result.count > 1 {
            result[result.count - 1].height = lastOwnHeight
        }
        return result
    }

    /// SF Pro's line height as a fraction of the size (its ascender and descender, 2444 of 2048 units).
    static let sfProLineHeight = 1.193
    /// SF Pro's ascent as a fraction of the size (its ascender, 1950 of 2048 units); Inter's is 0.969.
    static let sfProAscent = 0.952

    /// Where SF Pro would put the first baseline of `lines` and how tall it would make them, for lines laid out in
    /// the system font (Inter stands in for SF Pro; nil for another family). Inter's ascent is 0.969 × the size
    /// against SF Pro's 0.952, and its lines without a fixed height are 1.211 × the size against 1.193: the first
    /// baseline moves up by the difference of the ascents when the first line stands on the base font, and each
    /// line as tall as the base font's own gives up the difference of the line heights. Lines with a fixed height
    /// (and a larger font or an emoji that grew a line) keep theirs.
    static func systemFontBlock(
        of lines: [Line], baseFont: Font, context: OpaquePointer, cache: PangoEnvironment
    ) -> (firstBaseline: Double, height: Double)? {
        guard FontTracking.isSystemFamily(baseFont.family), let first = lines.first, let last = lines.last else {
            return nil
        }
        let ascent = cache.ascent(of: baseFont, context: context)
        let own = ascent + cache.descent(of: baseFont, context: context)
        var height = last.top + last.height
        for line in lines where abs(line.height - own) < 0.01 {
            height -= own - baseFont.size * sfProLineHeight
        }
        var baseline = first.baseline
        if abs(first.baseline - first.top - ascent) < 0.01 { baseline += baseFont.size * sfProAscent - ascent }
        return (baseline, height)
    }

    /// A font's own line height: SF Pro's (1.193 × the size: its ascender and descender) for the system font,
    /// which Inter stands in for, so a label's last line ends where the SDK's does; else the font's ascent and
    /// descent.
    private static func ownLineHeight(of font: Font, context: OpaquePointer, cache: PangoEnvironment) -> Double {
        if FontTracking.isSystemFamily(font.family) { return font.size * sfProLineHeight }
        return cache.ascent(of: font, context: context) + cache.descent(of: font, context: context)
    }

    /// The size in points of a run drawn in the emoji font (nil for other fonts).
    private static func emojiSize(of font: UnsafeMutablePointer<PangoFont>?) -> Double? {
        guard let font, let desc = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(desc) }
        guard pango_font_description_get_family(desc).map({ String(cString: $0) }) == TextAttributes.emojiFamily else {
            return nil
        }
        return Double(pango_font_description_get_size(desc)) / Double(PANGO_SCALE)
    }
}
