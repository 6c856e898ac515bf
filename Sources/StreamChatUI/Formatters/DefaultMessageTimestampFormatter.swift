import Foundation

/// The message list's timestamp (the SDK's `DefaultMessageTimestampFormatter`): the short time in en-US ("3:33 PM",
/// with the narrow no-break space recent iOS puts before AM/PM), in the render's time zone (outside a render, the
/// system's).
open class DefaultMessageTimestampFormatter: MessageTimestampFormatter {
    public init() {}

    open func format(_ date: Date) -> String {
        LocalTime(date, in: FormattingClock.current.timeZone).shortTime
    }
}
