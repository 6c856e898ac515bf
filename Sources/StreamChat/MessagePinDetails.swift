import Foundation

/// Who pinned a message, when, and until when (Stream's `pinned_by`, `pinned_at`, `pin_expires`).
public struct MessagePinDetails: Hashable, Sendable {
    /// When the message was pinned.
    public let pinnedAt: Date
    /// The user who pinned it.
    public let pinnedBy: ChatUser
    /// When the pin ends; `nil` for a pin without an end.
    public let expiresAt: Date?

    /// Pin details.
    public init(pinnedAt: Date, pinnedBy: ChatUser, expiresAt: Date?) {
        self.pinnedAt = pinnedAt
        self.pinnedBy = pinnedBy
        self.expiresAt = expiresAt
    }
}
