import Foundation

/// The channel list's timestamp (the SDK's `ChannelListMessageTimestampFormatter`): today → the short time
/// ("8:46 AM"); yesterday → "Yesterday"; within the last 7 days → the weekday ("Monday"); older → the short date
/// ("1/2/24"), en-US, in the render's time zone.
public enum ChannelListMessageTimestampFormatter {
    public static func string(for date: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        if calendar.isDate(date, inSameDayAs: now) {
            return MessageTimestampFormatter.string(for: date, timeZone: timeZone)
        }
        if let y = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: y) {
            return "Yesterday"
        }
        let startOfToday = calendar.startOfDay(for: now)
        if let weekAgo = calendar.date(byAdding: .day, value: -6, to: startOfToday), date >= weekAgo,
            date < startOfToday
        {
            return LocalTime(date, in: timeZone).weekdayName
        }
        return LocalTime(date, in: timeZone).shortDate
    }
}
