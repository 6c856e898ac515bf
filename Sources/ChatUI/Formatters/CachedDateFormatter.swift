import Foundation

/// Date formatters are slow to make (each loads ICU's patterns) and not safe to share between threads, so each
/// render thread keeps the ones it has made, by locale, time zone and format.
enum CachedDateFormatter {
    /// A formatter for `format` (or, with `isTemplate`, the locale's pattern for that template).
    static func formatter(locale: String, timeZone: TimeZone, format: String, isTemplate: Bool = false) -> DateFormatter {
        let key = "\(locale)|\(timeZone.identifier)|\(timeZone.secondsFromGMT())|\(isTemplate)|\(format)"
        let thread = RenderThread.current
        if let f = thread.dateFormatters[key] { return f }
        let f = DateFormatter()
        f.locale = Locale(identifier: locale)
        f.timeZone = timeZone
        if isTemplate { f.setLocalizedDateFormatFromTemplate(format) } else { f.dateFormat = format }
        thread.dateFormatters[key] = f
        return f
    }
}
