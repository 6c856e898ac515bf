import Foundation

/// The current user's reminder on a message (Stream's `reminder`): a "save for later" when `remindAt` is `nil`.
public struct MessageReminderInfo: Hashable, Sendable {
    /// When to remind; `nil` for a bookmark without a notification.
    public let remindAt: Date?
    /// When the reminder was made.
    public let createdAt: Date
    /// When the reminder last changed.
    public let updatedAt: Date

    /// Reminder information.
    public init(remindAt: Date?, createdAt: Date, updatedAt: Date) {
        self.remindAt = remindAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
