/// The unread counts of a channel for the current user (the SDK's `ChannelUnreadCount`, `ChatChannel.unreadCount`).
public struct ChannelUnreadCount: Decodable, Hashable, Sendable {
    /// Unread messages.
    public var messages: Int
    /// Unread messages that mention the current user.
    public var mentions: Int
    public init(messages: Int, mentions: Int = 0) {
        self.messages = messages
        self.mentions = mentions
    }
    /// Nothing unread.
    public static let noUnread = ChannelUnreadCount(messages: 0, mentions: 0)
}
