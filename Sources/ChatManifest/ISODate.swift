import Foundation

/// ISO 8601 timestamps as Stream writes them: `2024-05-01T09:41:00Z`, with or without fractional seconds (any number
/// of digits: `.123`, `.123456`), with `Z` or an offset (`+02:00`, `+0200`, `+02`). A missing zone means UTC.
/// `T` or a space separates date and time. No system clock or time zone is involved.
package enum ISODate {
    package static func parse(_ text: String) -> Date? {
        // Timestamps rarely carry spaces around them: trim (a Foundation call, slow per message) only when they do.
        let utf8 = text.utf8
        let trimmed = (utf8.first.map(isPlainASCII) ?? true) && (utf8.last.map(isPlainASCII) ?? true)
        let s = trimmed ? Array(utf8) : Array(text.trimmingCharacters(in: .whitespaces).utf8)
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= s.count else { return nil }
            var v = 0
            for k in 0..<n {
                let c = s[i + k]
                guard c >= 48, c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            i += n
            return v
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < s.count, s[i] == c else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect(45), let month = digits(2), expect(45), let day = digits(2) else {
            return nil
        }
        guard (1...12).contains(month), day >= 1, day <= daysInMonth(year, month) else { return nil }
        var hour = 0
        var minute = 0
        var second = 0
        var fraction = 0.0
        var offset = 0
        if i < s.count {
            guard s[i] == 84 || s[i] == 116 || s[i] == 32 else { return nil }  // T, t, space
            i += 1
            guard let h = digits(2), expect(58), let m = digits(2) else { return nil }
            hour = h
            minute = m
            if expect(58) {
                guard let sec = digits(2) else { return nil }
                second = sec
                if i < s.count, s[i] == 46 || s[i] == 44 {  // . or ,
                    i += 1
                    var scale = 0.1
                    var any = false
                    while i < s.count, s[i] >= 48, s[i] <= 57 {
                        fraction += Double(s[i] - 48) * scale
                        scale /= 10
                        i += 1
                        any = true
                    }
                    guard any else { return nil }
                }
            }
            guard hour <= 24, minute <= 59, second <= 60 else { return nil }
            if i < s.count {
                if s[i] == 90 || s[i] == 122 {  // Z z
                    i += 1
                } else if s[i] == 43 || s[i] == 45 {  // + -
                    let sign = s[i] == 45 ? -1 : 1
                    i += 1
                    guard let oh = digits(2), oh <= 23 else { return nil }
                    var om = 0
                    if expect(58) {
                        guard let m = digits(2) else { return nil }
                        om = m
                    } else if i < s.count {
                        guard let m = digits(2) else { return nil }
                        om = m
                    }
                    guard om <= 59 else { return nil }
                    offset = sign * (oh * 3600 + om * 60)
                } else {
                    return nil
                }
            }
        }
        guard i == s.count else { return nil }
        let days = daysFromCivil(year, month, day)
        let seconds = Double(days * 86400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    /// A visible ASCII character (not a space, tab or the start of a multi-byte character).
    private static func isPlainASCII(_ byte: UInt8) -> Bool { byte > 32 && byte < 127 }

    static func daysInMonth(_ y: Int, _ m: Int) -> Int {
        switch m {
        case 2: return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }
}

extension NodeReader {
    /// An ISO 8601 timestamp.
    package func date() throws -> Date {
        guard case .scalar(let s, _) = node.value, let d = ISODate.parse(s) else {
            throw expected("an ISO 8601 date such as 2024-05-01T09:41:00Z")
        }
        return d
    }
}
