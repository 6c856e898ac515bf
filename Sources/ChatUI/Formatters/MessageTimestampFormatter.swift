import Foundation

/// The SDK's message timestamp: short time, en-US ("3:33 PM"), with the narrow no-break space recent iOS puts
/// before AM/PM.
public enum MessageTimestampFormatter {
    public static func string(for date: Date, timeZone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = "h:mm a"
        return f.string(from: date).replacingOccurrences(of: " ", with: "\u{202F}")
    }
}

/// The date separator text: "Today", "Yesterday", else the "MMMdd" template in en-US ("Jan 01").
public enum MessageDateSeparatorFormatter {
    public static func string(for date: Date, now: Date, calendar: Calendar) -> String {
        if calendar.isDate(date, inSameDayAs: now) { return "Today" }
        if let y = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: y) { return "Yesterday" }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = calendar.timeZone
        f.dateFormat = "MMM dd"
        return f.string(from: date)
    }
}
