import ChatCanvas
import Foundation

/// Markdown in message text, styled as the SDK's `MarkdownFormatter` does (facts §17.2): **bold**, *italic*,
/// ***bold italic***, ~~strikethrough~~, `code` and fenced code blocks in the monospace face at the body size,
/// `#`…`######` headings (title, title2, title3, headline, subheadline, footnote — h6 in textSecondary) with a
/// blank line around them, `>` quotes in textSecondary after "┃", bullet ("•  ") and numbered ("N.  ") lists
/// indented per level, a blank line between paragraphs, `[text](url)` links in the tint colour.
/// A small parser of chatshot's own; it keeps single line breaks as the user typed them.
public struct MarkdownFormatter {
    /// The style of a piece of text before it becomes a run.
    public struct Style: Hashable, Sendable {
        public var bold = false
        public var italic = false
        public var strikethrough = false
        public var code = false
        public var link = false
        /// A heading level 1…6 (0: none).
        public var heading = 0
        public var quote = false
        public init() {}
    }

    /// A piece of the output text and its style.
    public struct Segment: Hashable, Sendable {
        public var text: String
        public var style: Style
        public init(_ text: String, _ style: Style) {
            self.text = text
            self.style = style
        }
    }

    public var fonts: Fonts
    public var textColor: Color
    public var secondaryColor: Color
    public var linkColor: Color

    public init(fonts: Fonts, textColor: Color, secondaryColor: Color, linkColor: Color) {
        self.fonts = fonts
        self.textColor = textColor
        self.secondaryColor = secondaryColor
        self.linkColor = linkColor
    }

    /// The indent of one list nesting level (≈ 28 pt at the body size: an em, an en and a thin space).
    static let levelIndent = "\u{2003}\u{2002}\u{2009}"

    // MARK: Blocks

    enum Block {
        case paragraph([String])
        case heading(Int, String)
        case quote([String])
        case code([String])
        case listItem(level: Int, marker: String, text: String, startsList: Bool)
        case thematicBreak
    }

    /// Splits text into blocks (paragraphs separated by blank lines, headings, quotes, fenced code, list items).
    static func blocks(_ text: String) -> [Block] {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        var blocks: [Block] = []
        var paragraph: [String] = []
        var quote: [String] = []
        var listIndents: [Int] = []
        var counters: [Int: Int] = [:]
        var blankBefore = false
        var lastTopLevelOrdered: Bool?
        func flush() {
            if !paragraph.isEmpty {
                blocks.append(.paragraph(paragraph))
                paragraph = []
            }
            if !quote.isEmpty {
                blocks.append(.quote(quote))
                quote = []
            }
        }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            // Fenced code block.
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flush()
                listIndents = []
                let fence = String(trimmed.prefix(3))
                var code: [String] = []
                i += 1
                while i < lines.count, !lines[i].trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
                    code.append(lines[i])
                    i += 1
                }
                blocks.append(.code(code))
                i += 1
                continue
            }
            if trimmed.isEmpty {
                flush()
                blankBefore = true
                i += 1
                continue
            }
            // Heading.
            if indent < 4, let h = heading(trimmed) {
                flush()
                listIndents = []
                blocks.append(.heading(h.level, h.text))
                i += 1
                continue
            }
            // Thematic break.
            if indent < 4, isThematicBreak(trimmed) {
                flush()
                listIndents = []
                blocks.append(.thematicBreak)
                i += 1
                continue
            }
            // Quote.
            if trimmed.hasPrefix(">") {
                if !paragraph.isEmpty { flush() }
                var rest = trimmed.dropFirst()
                if rest.first == " " { rest = rest.dropFirst() }
                quote.append(String(rest))
                i += 1
                continue
            }
            // List item.
            if let item = listItem(trimmed) {
                flush()
                while let last = listIndents.last, indent < last { listIndents.removeLast() }
                if listIndents.last.map({ indent > $0 + 1 }) ?? false || listIndents.isEmpty {
                    listIndents.append(indent)
                } else if let last = listIndents.last, indent != last {
                    listIndents[listIndents.count - 1] = indent
                }
                let level = listIndents.count - 1
                var marker = "•"
                if let n = item.number {
                    let next = (counters[level] ?? (n - 1)) + 1
                    counters[level] = next
                    marker = "\(next)."
                } else {
                    counters[level] = nil
                }
                for deeper in counters.keys where deeper > level { counters[deeper] = nil }
                let ordered = item.number != nil
                var starts = false
                if case .listItem? = blocks.last {
                    // A blank line and a change between bullets and numbers at the top level start a new list.
                    starts = level == 0 && blankBefore && lastTopLevelOrdered != ordered
                }
                if level == 0 { lastTopLevelOrdered = ordered }
                if starts {
                    counters = [:]
                    if let n = item.number {
                        counters[0] = n
                        marker = "\(n)."
                    }
                }
                blankBefore = false
                blocks.append(.listItem(level: level, marker: marker, text: item.text, startsList: starts))
                i += 1
                continue
            }
            if !quote.isEmpty { flush() }
            if !listIndents.isEmpty && paragraph.isEmpty,
                case .listItem(let level, let marker, let text, let starts)? = blocks.last, indent > 0
            {
                // A continuation line of a list item.
                blocks[blocks.count - 1] = .listItem(
                    level: level, marker: marker, text: text + "\n" + trimmed, startsList: starts)
                i += 1
                continue
            }
            listIndents = []
            counters = [:]
            lastTopLevelOrdered = nil
            blankBefore = false
            paragraph.append(trimmed)
            i += 1
        }
        flush()
        return blocks
    }

    static func heading(_ s: String) -> (level: Int, text: String)? {
        let hashes = s.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = s.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmingCharacters(in: .whitespaces)
        // Optional closing hashes.
        while text.hasSuffix("#") { text.removeLast() }
        return (hashes, text.trimmingCharacters(in: .whitespaces))
    }

    static func isThematicBreak(_ s: String) -> Bool {
        let chars = s.filter { $0 != " " }
        guard chars.count >= 3, let c = chars.first, "-*_".contains(c) else { return false }
        return chars.allSatisfy { $0 == c }
    }

    static func listItem(_ s: String) -> (number: Int?, text: String)? {
        if let c = s.first, "-*+".contains(c), s.dropFirst().first == " " {
            return (nil, s.dropFirst(2).trimmingCharacters(in: .whitespaces))
        }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let rest = s.dropFirst(digits.count)
        guard let d = rest.first, d == "." || d == ")", rest.dropFirst().first == " " else { return nil }
        return (Int(digits), rest.dropFirst(2).trimmingCharacters(in: .whitespaces))
    }

    // MARK: Inline

    /// Parses inline markup into styled segments.
    static func inline(_ s: String, base: Style) -> [Segment] {
        var out: [Segment] = []
        let chars = Array(s)
        var buffer = ""
        func emit(_ style: Style) {
            if !buffer.isEmpty {
                out.append(Segment(buffer, style))
                buffer = ""
            }
        }
        var i = 0
        func find(_ delim: [Character], from start: Int) -> Int? {
            guard start < chars.count else { return nil }
            var j = start
            while j + delim.count <= chars.count {
                if chars[j] == "\\" {
                    j += 2
                    continue
                }
                if Array(chars[j..<j + delim.count]) == delim, j > start { return j }
                j += 1
            }
            return nil
        }
        while i < chars.count {
            let c = chars[i]
            // Escapes.
            if c == "\\", i + 1 < chars.count, "\\`*_{}[]()#+-.!~>|".contains(chars[i + 1]) {
                buffer.append(chars[i + 1])
                i += 2
                continue
            }
            // Code span.
            if c == "`" {
                let ticks = chars[i...].prefix { $0 == "`" }.count
                let delim = Array(repeating: Character("`"), count: ticks)
                if let end = find(delim, from: i + ticks) {
                    emit(base)
                    var st = base
                    st.code = true
                    var code = String(chars[(i + ticks)..<end])
                    if code.hasPrefix(" ") && code.hasSuffix(" ") && code.count > 2 {
                        code = String(code.dropFirst().dropLast())
                    }
                    out.append(Segment(code, st))
                    i = end + ticks
                    continue
                }
            }
            // Link [text](url).
            if c == "[", let close = find(["]"], from: i + 1), close + 1 < chars.count, chars[close + 1] == "(",
                let paren = find([")"], from: close + 2)
            {
                emit(base)
                var st = base
                st.link = true
                out += inline(String(chars[(i + 1)..<close]), base: st)
                i = paren + 1
                continue
            }
            // Emphasis: *** / ___, ** / __, ~~, * / _.
            if c == "*" || c == "_" || c == "~" {
                let run = chars[i...].prefix { $0 == c }.count
                let leftFlanking = i + run < chars.count && !chars[i + run].isWhitespace
                // Intraword underscores are not emphasis.
                let intraword = c == "_" && i > 0 && chars[i - 1].isLetter
                if leftFlanking && !intraword {
                    var handled = false
                    for n in (c == "~" ? [2] : [min(run, 3), 2, 1].filter { $0 <= run }) where !handled {
                        let delim = Array(repeating: c, count: n)
                        if let end = find(delim, from: i + n), !chars[end - 1].isWhitespace,
                            end + n >= chars.count || chars[end + n] != c || n == 3
                        {
                            emit(base)
                            var st = base
                            switch (c, n) {
                            case ("~", _): st.strikethrough = true
                            case (_, 3):
                                st.bold = true
                                st.italic = true
                            case (_, 2): st.bold = true
                            default: st.italic = true
                            }
                            out += inline(String(chars[(i + n)..<end]), base: st)
                            i = end + n
                            handled = true
                        }
                    }
                    if handled { continue }
                }
                buffer += String(repeating: c, count: run)
                i += run
                continue
            }
            buffer.append(c)
            i += 1
        }
        emit(base)
        return out
    }

    // MARK: Output

    /// The styled segments of a whole message.
    public static func segments(_ text: String) -> [Segment] {
        var out: [Segment] = []
        var previous: Block?
        for block in blocks(text) {
            if let prev = previous {
                let tight: Bool
                switch (prev, block) {
                case (.listItem, .listItem(_, _, _, let starts)): tight = !starts
                default: tight = false
                }
                out.append(Segment(tight ? "\n" : "\n\n", Style()))
            }
            switch block {
            case .paragraph(let lines):
                out += inline(lines.joined(separator: "\n"), base: Style())
            case .heading(let level, let t):
                var st = Style()
                st.heading = level
                out += inline(t, base: st)
            case .quote(let lines):
                var st = Style()
                st.quote = true
                out.append(Segment("┃ ", st))
                out += inline(lines.joined(separator: " "), base: st)
            case .code(let lines):
                var st = Style()
                st.code = true
                out.append(Segment(lines.joined(separator: "\n"), st))
            case .listItem(let level, let marker, let t, _):
                out.append(Segment(String(repeating: levelIndent, count: level) + marker + "  ", Style()))
                out += inline(t, base: Style())
            case .thematicBreak:
                out.append(Segment("———", Style()))
            }
            previous = block
        }
        return out.filter { !$0.text.isEmpty }
    }

    /// The font of a style, from the body font (`base`) and the appearance's fonts.
    public func font(for style: Style, base: Font) -> Font? {
        var f: Font? = nil
        switch style.heading {
        case 1: f = fonts.title.font
        case 2: f = fonts.title2.font
        case 3: f = fonts.title3.font
        case 4: f = fonts.headline.font
        case 5: f = fonts.subheadline.font
        case 6: f = fonts.footnote.font
        default: break
        }
        if f != nil { f?.lineHeight = nil }
        if style.bold || style.italic || style.code {
            var g = f ?? base
            if style.bold {
                g.weight =
                    style.heading == 0
                    ? max(g.weight, Fonts.boldWeight) : min(900, max(Fonts.boldWeight, g.weight + 100))
            }
            if style.italic { g.italic = true }
            if style.code {
                g.family = Font.markdownCodeFamily
                if style.heading == 0 {
                    g.size = base.size
                    // Courier New's own line pitch (19.5 pt at 17 pt), shorter than the body's 22 pt.
                    g.lineHeight = 19.5 * base.size / 17
                }
            }
            f = g
        }
        return f
    }

    /// Turns segments into runs: fonts, colours (quotes and h6 in textSecondary, links in the tint colour),
    /// strikethrough.
    public func runs(_ segments: [Segment], base: Font) -> [StyledText.Run] {
        segments.map { seg in
            let s = seg.style
            var color: Color? = nil
            if s.quote || s.heading == 6 { color = secondaryColor }
            if s.link { color = linkColor }
            return StyledText.Run(
                seg.text, font: font(for: s, base: base), color: color, strikethrough: s.strikethrough)
        }
    }

    /// Formats markdown text into runs over the body font.
    public func format(_ text: String, base: Font) -> [StyledText.Run] {
        runs(Self.segments(text), base: base)
    }
}
