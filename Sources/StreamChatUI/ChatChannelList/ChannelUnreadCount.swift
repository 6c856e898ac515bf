/// The unread counts of a channel for the current user (the SDK's `ChannelUnreadCount`).
public struct ChannelUnreadCount: Hashable, Sendable {
    public var messages: Int
    public var mentions: Int
    public init(messages: Int, mentions: Int = 0) {
        self.messages = messages
        self.mentions = mentions
    }
    /// Nothing unread.
    public static let noUnread = ChannelUnreadCount(messages: 0, mentions: 0)
}
