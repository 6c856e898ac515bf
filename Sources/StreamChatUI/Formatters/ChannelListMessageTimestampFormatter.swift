import Foundation

/// The channel list's timestamp (the SDK's `ChannelListMessageTimestampFormatter`, also the thread list's): today →
/// the short time ("8:46 AM"); yesterday → "Yesterday"; within the last 7 days → the weekday ("Monday"); older → the
/// short date ("1/2/24"), en-US, against the render's `--now` in its time zone (outside a render, the system's).
open class ChannelListMessageTimestampFormatter: MessageTimestampFormatter {
    public init() {}

    open func format(_ date: Date) -> String {
        let clock = FormattingClock.current
        return Self.string(for: date, now: clock.now, timeZone: clock.timeZone)
    }

    /// The text for `date` seen at `now` in `timeZone`.
    public static func string(for date: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        if calendar.isDate(date, inSameDayAs: now) {
            return LocalTime(date, in: timeZone).shortTime
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
