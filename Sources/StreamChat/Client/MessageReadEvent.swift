import Foundation

/// A user read a channel (the SDK's `MessageReadEvent`). Offline, no event arrives: apps' code may test for it.
public final class MessageReadEvent: ChannelSpecificEvent {
    /// Who read the channel.
    public let user: ChatUser
    /// The channel read.
    public let channel: ChatChannel
    /// The thread read, when a thread was.
    public let thread: ChatThread?
    /// When it was read.
    public let createdAt: Date
    /// The current user's unread counts after the read, when known.
    public let unreadCount: UnreadCount?
    /// The channel's team, if any.
    public let team: TeamId?

    /// The channel's cid.
    public var cid: ChannelId { channel.cid }

    init(
        user: ChatUser, channel: ChatChannel, thread: ChatThread?, createdAt: Date, unreadCount: UnreadCount?,
        team: TeamId? = nil
    ) {
        self.user = user
        self.channel = channel
        self.thread = thread
        self.createdAt = createdAt
        self.unreadCount = unreadCount
        self.team = team
    }
}
