/// Error messages are one line. A newline or a terminal escape inside a value (a file name, a string from a
/// transcript, a library's message) must neither split a message nor forge a line of its own.
public enum OneLine {
    /// `text` with control characters (C0, DEL, C1, U+2028 and U+2029) written as `\n`, `\r`, `\t` or `\u{1B}`,
    /// clipped to at most `limit` characters with a closing "…".
    public static func escaped(_ text: String, limit: Int? = nil) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        if let limit, out.count > limit { return String(out.prefix(max(0, limit - 1))) + "…" }
        return out
    }
}
