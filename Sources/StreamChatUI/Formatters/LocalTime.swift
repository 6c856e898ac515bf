import Foundation

/// A moment as a clock and a calendar in a time zone show it, in the proleptic Gregorian calendar.
///
/// The formats the SDK's formatters use are fixed en-US patterns, so chatshot writes them itself instead of making
/// ICU date formatters (over a millisecond of ICU set-up per process and render thread). Tests check every format
/// against `DateFormatter` across time zones and years.
struct LocalTime {
    let year: Int
    /// 1…12.
    let month: Int
    /// 1…31.
    let day: Int
    /// 0…23.
    let hour: Int
    let minute: Int
    /// 0 = Sunday … 6 = Saturday.
    let weekday: Int

    init(_ date: Date, in timeZone: TimeZone) {
        let utc = date.timeIntervalSince1970
        let whole = utc.isFinite ? Int(max(min(utc, 1e15), -1e15).rounded(.down)) : 0
        let local = whole + timeZone.secondsFromGMT(for: date)
        let days = Int((Double(local) / 86_400).rounded(.down))
        let secondOfDay = local - days * 86_400
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        weekday = ((days + 4) % 7 + 7) % 7  // 1970-01-01 was a Thursday
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `h:mm a` in en-US with the narrow no-break space before AM/PM: "3:33 PM".
    var shortTime: String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        return "\(h):\(minute < 10 ? "0" : "")\(minute)\u{202F}\(hour < 12 ? "AM" : "PM")"
    }

    /// The en-US pattern for the template `MMMdd`: "May 14", "Jan 01".
    var monthAndDay: String { "\(Self.monthAbbreviations[month - 1]) \(day < 10 ? "0" : "")\(day)" }

    /// `EEEE`: "Monday".
    var weekdayName: String { Self.weekdayNames[weekday] }

    /// `M/d/yy`: "1/2/24".
    var shortDate: String {
        let yy = ((year % 100) + 100) % 100
        return "\(month)/\(day)/\(yy < 10 ? "0" : "")\(yy)"
    }
}
