import Foundation

/// A new message arrived in a channel (the SDK's `MessageNewEvent`). Offline, no event arrives: an app's events
/// delegate may test for it.
public final class MessageNewEvent: ChannelSpecificEvent {
    /// Who sent the message.
    public let user: ChatUser
    /// The message.
    public let message: ChatMessage
    /// The channel it arrived in.
    public let channel: ChatChannel
    /// When it arrived.
    public let createdAt: Date
    /// How many watched the channel then.
    public let watcherCount: Int?
    /// The unread counts then.
    public let unreadCount: UnreadCount?

    /// The channel's cid.
    public var cid: ChannelId { channel.cid }

    init(
        user: ChatUser, message: ChatMessage, channel: ChatChannel, createdAt: Date, watcherCount: Int?,
        unreadCount: UnreadCount?
    ) {
        self.user = user
        self.message = message
        self.channel = channel
        self.createdAt = createdAt
        self.watcherCount = watcherCount
        self.unreadCount = unreadCount
    }
}
