/// Finds bare links in message text: `http://` and `https://` URLs, `www.` addresses, and bare domains with a common
/// top-level domain (`example.com`, `docs.example.io/path`). A link ends before trailing punctuation
/// (`.,;:!?)]'"`) and at white space.
///
/// It reads the text the way ICU's regular expression engine reads the pattern
/// `https?://\S+[^\s.,;:!?)\]'"]|www\.\S+[^\s.,;:!?)\]'"]|\b[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.(com|io|org|net|dev|app|co|ai|me|gov|edu)\b(/\S*[^\s.,;:!?)\]'"])?`
/// (leftmost match, alternatives in order, ICU's \s, \w and \b), without compiling it: ICU's regular expression
/// set-up is over a millisecond per process. A test compares the two on thousands of texts.
enum LinkDetector {
    private static let topLevelDomains: [[Unicode.Scalar]] =
        ["com", "io", "org", "net", "dev", "app", "co", "ai", "me", "gov", "edu"].map { Array($0.unicodeScalars) }
    private static let https = Array("https://".unicodeScalars), http = Array("http://".unicodeScalars)
    private static let www = Array("www.".unicodeScalars)

    /// The links of `text`, first to last, not overlapping.
    static func links(in text: String) -> [Range<String.Index>] {
        let s = Array(text.unicodeScalars)
        guard s.count >= 4 else { return [] }
        var indices = Array(text.unicodeScalars.indices)
        indices.append(text.endIndex)
        var links: [Range<String.Index>] = []
        var p = 0
        // A bare domain that fails at one position fails at every later position of the same run of dotted labels
        // (the dots after them are the same dots), so that run is not read again: the scan stays linear.
        var noDomainBefore = 0
        while p < s.count {
            if let end = link(s, at: p, tryDomain: p >= noDomainBefore, noDomainBefore: &noDomainBefore) {
                links.append(indices[p]..<indices[end])
                p = end
            } else {
                p += 1
            }
        }
        return links
    }

    /// The end of the link starting exactly at `p`, if one does.
    private static func link(_ s: [Unicode.Scalar], at p: Int, tryDomain: Bool, noDomainBefore: inout Int) -> Int? {
        if has(s, https, at: p), let end = linkTail(s, from: p + https.count, minimumLength: 2) { return end }
        if has(s, http, at: p), let end = linkTail(s, from: p + http.count, minimumLength: 2) { return end }
        if has(s, www, at: p), let end = linkTail(s, from: p + www.count, minimumLength: 2) { return end }
        guard tryDomain else { return nil }
        return bareDomain(s, at: p, noDomainBefore: &noDomainBefore)
    }

    /// `\S*` then one character that is neither white space nor trailing punctuation, at least `minimumLength`
    /// characters in all, as long as possible: the end, or nil.
    private static func linkTail(_ s: [Unicode.Scalar], from start: Int, minimumLength: Int) -> Int? {
        var runEnd = start
        while runEnd < s.count, !isSpace(s[runEnd]) { runEnd += 1 }
        var last = runEnd - 1
        while last >= start + minimumLength - 1 {
            if !isTrailingPunctuation(s[last]) { return last + 1 }
            last -= 1
        }
        return nil
    }

    /// `\b label (. label)* . tld \b (/ path)?` at `p`, labels of ASCII letters, digits and hyphens.
    private static func bareDomain(_ s: [Unicode.Scalar], at p: Int, noDomainBefore: inout Int) -> Int? {
        guard isLabel(s[p]), isWordCharacter(s[p]) != previousIsWordCharacter(s, before: p) else { return nil }
        // The end of each label; a label is as long as it can be (a shorter one would not be followed by a dot).
        var labelEnds: [Int] = []
        var i = p
        while true {
            while i < s.count, isLabel(s[i]) { i += 1 }
            labelEnds.append(i)
            guard i + 1 < s.count, s[i] == ".", isLabel(s[i + 1]) else { break }
            i += 1
        }
        // Give labels back from the last one until a dot, a top-level domain and a word boundary follow.
        for dot in labelEnds.reversed() where dot < s.count && s[dot] == "." {
            for tld in topLevelDomains where has(s, tld, at: dot + 1) {
                let end = dot + 1 + tld.count
                guard isBoundaryAfterWordCharacter(s, at: end) else { continue }
                if end < s.count, s[end] == "/", let pathEnd = linkTail(s, from: end + 1, minimumLength: 1) {
                    return pathEnd
                }
                return end
            }
        }
        noDomainBefore = labelEnds[labelEnds.count - 1]
        return nil
    }

    private static func has(_ s: [Unicode.Scalar], _ prefix: [Unicode.Scalar], at p: Int) -> Bool {
        guard p + prefix.count <= s.count else { return false }
        for k in 0..<prefix.count where s[p + k] != prefix[k] { return false }
        return true
    }

    private static func isLabel(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D: return true
        default: return false
        }
    }

    private static func isTrailingPunctuation(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case ".", ",", ";", ":", "!", "?", ")", "]", "'", "\"": return true
        default: return false
        }
    }

    /// ICU's `\s`: the Unicode White_Space characters.
    private static func isSpace(_ c: Unicode.Scalar) -> Bool { c.properties.isWhitespace }

    /// ICU's `\w`: alphabetic, marks, decimal digits, connector punctuation, zero-width (non-)joiner.
    private static func isWordCharacter(_ c: Unicode.Scalar) -> Bool {
        if c.value == 0x200C || c.value == 0x200D || c.properties.isAlphabetic { return true }
        switch c.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// Characters ICU's `\b` looks through: grapheme extenders and format characters.
    private static func isIgnoredByBoundaries(_ c: Unicode.Scalar) -> Bool {
        c.properties.isGraphemeExtend || c.properties.generalCategory == .format
    }

    /// Whether the nearest character before `p` that `\b` does not look through is a word character.
    private static func previousIsWordCharacter(_ s: [Unicode.Scalar], before p: Int) -> Bool {
        var k = p - 1
        while k >= 0 {
            if !isIgnoredByBoundaries(s[k]) { return isWordCharacter(s[k]) }
            k -= 1
        }
        return false
    }

    /// `\b` right after a word character (the last letter of a top-level domain).
    private static func isBoundaryAfterWordCharacter(_ s: [Unicode.Scalar], at p: Int) -> Bool {
        guard p < s.count else { return true }
        return !isIgnoredByBoundaries(s[p]) && !isWordCharacter(s[p])
    }
}
