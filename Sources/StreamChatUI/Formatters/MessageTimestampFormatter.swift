import Foundation

/// Writes a message's time as text (the SDK's `MessageTimestampFormatter`). `Appearance.formatters` holds the ones
/// the message list, channel list and thread list use; an app assigns its own there.
public protocol MessageTimestampFormatter {
    /// The text for `date`.
    func format(_ date: Date) -> String
}
