import Foundation

/// "last seen 5 minutes ago" (the SDK's user last-activity formatter).
public enum LastSeenFormatter {
    public static func string(since date: Date, now: Date) -> String {
        let s = max(0, now.timeIntervalSince(date))
        func unit(_ n: Int, _ name: String) -> String {
            n == 1 ? L10n.text("last seen one \(name) ago") : L10n.format("last seen %d \(name)s ago", n)
        }
        if s < 60 { return unit(Int(s), "second") }
        if s < 3600 { return unit(Int(s / 60), "minute") }
        if s < 86400 { return unit(Int(s / 3600), "hour") }
        if s < 7 * 86400 { return unit(Int(s / 86400), "day") }
        if s < 30 * 86400 { return unit(Int(s / (7 * 86400)), "week") }
        return unit(Int(s / (30 * 86400)), "month")
    }
}
