import Foundation

/// A member's read state (`read` in Stream's JSON).
public struct ChatChannelRead: Hashable, Sendable {
    public var user: ChatUser
    public var lastReadAt: Date
    public var unreadMessagesCount: Int
    public var lastReadMessageId: String?

    public init(user: ChatUser, lastReadAt: Date, unreadMessagesCount: Int = 0, lastReadMessageId: String? = nil) {
        self.user = user
        self.lastReadAt = lastReadAt
        self.unreadMessagesCount = unreadMessagesCount
        self.lastReadMessageId = lastReadMessageId
    }
}
