import Foundation

/// A member's read state (`read` in Stream's JSON).
public struct ChatChannelRead: Hashable, Sendable {
    public var user: ChatUser
    public var lastReadAt: Date
    public var unreadMessagesCount: Int
    public var lastReadMessageId: String?
    /// When the messages reached the member's device (`last_delivered_at`, sent with delivery events); nil: never.
    public var lastDeliveredAt: Date?
    /// The last message that reached the member's device (`last_delivered_message_id`).
    public var lastDeliveredMessageId: String?

    public init(
        user: ChatUser, lastReadAt: Date, unreadMessagesCount: Int = 0, lastReadMessageId: String? = nil,
        lastDeliveredAt: Date? = nil, lastDeliveredMessageId: String? = nil
    ) {
        self.user = user
        self.lastReadAt = lastReadAt
        self.unreadMessagesCount = unreadMessagesCount
        self.lastReadMessageId = lastReadMessageId
        self.lastDeliveredAt = lastDeliveredAt
        self.lastDeliveredMessageId = lastDeliveredMessageId
    }
}
