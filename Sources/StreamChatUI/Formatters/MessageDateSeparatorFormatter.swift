import Foundation

/// The date separator and scrolling overlay text (the SDK's `DefaultMessageDateSeparatorFormatter`): the
/// localized template "MMMdd" in en-US ("May 14", "Jan 01"), without relative names such as "Today".
public enum MessageDateSeparatorFormatter {
    public static func string(for date: Date, timeZone: TimeZone) -> String {
        LocalTime(date, in: timeZone).monthAndDay
    }
}
