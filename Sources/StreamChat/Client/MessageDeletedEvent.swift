import Foundation

/// A message was deleted (the SDK's `MessageDeletedEvent`). Offline, no event arrives: apps' code may test for it.
public final class MessageDeletedEvent: ChannelSpecificEvent {
    /// Who deleted the message.
    public let user: ChatUser?
    /// The message's channel.
    public let channel: ChatChannel
    /// The message deleted.
    public let message: ChatMessage
    /// When it was deleted.
    public let createdAt: Date
    /// Whether the message was removed for good.
    public let isHardDelete: Bool
    /// Whether it was deleted only for the current user.
    public let deletedForMe: Bool

    /// The channel's cid.
    public var cid: ChannelId { channel.cid }

    init(
        user: ChatUser?, channel: ChatChannel, message: ChatMessage, createdAt: Date, isHardDelete: Bool,
        deletedForMe: Bool
    ) {
        self.user = user
        self.channel = channel
        self.message = message
        self.createdAt = createdAt
        self.isHardDelete = isHardDelete
        self.deletedForMe = deletedForMe
    }
}
