import Foundation

/// The SDK's message timestamp: short time, en-US ("3:33 PM"), with the narrow no-break space recent iOS puts
/// before AM/PM.
public enum MessageTimestampFormatter {
    public static func string(for date: Date, timeZone: TimeZone) -> String {
        LocalTime(date, in: timeZone).shortTime
    }
}
