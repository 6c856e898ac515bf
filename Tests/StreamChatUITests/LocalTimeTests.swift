import Foundation
import XCTest

@testable import StreamChatUI

/// chatshot formats dates itself; every format must read exactly as ICU's `DateFormatter` writes it.
final class LocalTimeTests: XCTestCase {
    private let zones = [
        "UTC", "America/New_York", "America/Los_Angeles", "Europe/Berlin", "Asia/Tokyo", "Asia/Kolkata",
        "America/St_Johns", "Pacific/Chatham", "Australia/Lord_Howe", "Pacific/Kiritimati", "Pacific/Pago_Pago"
    ]

    private func formatter(_ pattern: String, _ zone: TimeZone, template: Bool = false, locale: String = "en_US_POSIX")
        -> DateFormatter
    {
        let f = DateFormatter()
        f.locale = Locale(identifier: locale)
        f.timeZone = zone
        if template { f.setLocalizedDateFormatFromTemplate(pattern) } else { f.dateFormat = pattern }
        return f
    }

    func testEveryFormatReadsAsDateFormatterWritesIt() throws {
        var dates: [Date] = []
        // Days from 1902 to 2099, moments around DST changes, New Year 2000 and a leap day, and odd seconds.
        for s in stride(from: -2_145_916_800.0, through: 4_102_444_800, by: 86_400 * 97.3) {
            dates.append(Date(timeIntervalSince1970: s))
        }
        // 2024-03-31, 2024-11-03, 2000-01-01, 2000-02-29, the epoch and a second before it.
        for base in [1_711_846_800.0, 1_730_595_600, 946_684_800, 951_782_400, 0, -1] {
            for offset in stride(from: -7200.0, through: 7200, by: 599.5) {
                dates.append(Date(timeIntervalSince1970: base + offset))
            }
        }
        for i in 0..<400 { dates.append(Date(timeIntervalSince1970: -2_100_000_000 + Double(i) * 15_578_834.7)) }
        for id in zones {
            let zone = try XCTUnwrap(TimeZone(identifier: id))
            let time = formatter("h:mm a", zone)
            let weekday = formatter("EEEE", zone)
            let short = formatter("M/d/yy", zone)
            let monthDay = formatter("MMMdd", zone, template: true, locale: "en_US")
            for date in dates {
                let local = LocalTime(date, in: zone)
                XCTAssertEqual(
                    local.shortTime, time.string(from: date).replacingOccurrences(of: " ", with: "\u{202F}"),
                    "\(id) \(date)")
                XCTAssertEqual(local.weekdayName, weekday.string(from: date), "\(id) \(date)")
                XCTAssertEqual(local.shortDate, short.string(from: date), "\(id) \(date)")
                XCTAssertEqual(local.monthAndDay, monthDay.string(from: date), "\(id) \(date)")
            }
        }
    }

    func testFixedOffsetZonesAndOddDates() {
        let utc = TimeZone(secondsFromGMT: 0)!
        XCTAssertEqual(LocalTime(Date(timeIntervalSince1970: 0), in: utc).shortTime, "12:00\u{202F}AM")
        XCTAssertEqual(LocalTime(Date(timeIntervalSince1970: 43_200), in: utc).shortTime, "12:00\u{202F}PM")
        XCTAssertEqual(LocalTime(Date(timeIntervalSince1970: -1), in: utc).shortDate, "12/31/69")
        XCTAssertEqual(LocalTime(Date(timeIntervalSince1970: 951_782_400), in: utc).monthAndDay, "Feb 29")
        let minus330 = TimeZone(secondsFromGMT: -12_600)!
        XCTAssertEqual(LocalTime(Date(timeIntervalSince1970: 0), in: minus330).shortTime, "8:30\u{202F}PM")
        XCTAssertEqual(LocalTime(Date(timeIntervalSince1970: 0), in: minus330).weekdayName, "Wednesday")
        // Far outside any transcript's range: no trap, some date.
        XCTAssertFalse(LocalTime(Date(timeIntervalSince1970: .infinity), in: utc).shortDate.isEmpty)
        XCTAssertFalse(LocalTime(Date(timeIntervalSince1970: -1e300), in: utc).shortDate.isEmpty)
    }
}
