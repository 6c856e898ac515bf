import Foundation

/// The clock and time zone the SDK's formatters read while a view formats a date: the render's `--now` and
/// `--timezone` (a view sets them around its formatter call), else the system's, as on a device.
struct FormattingClock {
    let now: Date
    let timeZone: TimeZone

    /// The calling thread's clock: the one a view set around its formatter call, else the system's.
    static var current: FormattingClock {
        Thread.current.threadDictionary[key] as? FormattingClock ?? FormattingClock(now: Date(), timeZone: .current)
    }

    /// Runs `body` with this clock current on this thread, then restores the previous one.
    func performAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Self.key]
        dictionary[Self.key] = self
        defer { dictionary[Self.key] = previous }
        return try body()
    }

    private static let key = "chatshot.FormattingClock"
}
