import Foundation

/// The current user's new message waits to be sent (the SDK's `NewMessagePendingEvent`). Offline, no event
/// arrives: an app's events delegate may test for it.
public final class NewMessagePendingEvent: ChannelSpecificEvent {
    /// The message waiting.
    public let message: ChatMessage
    /// Its channel.
    public let cid: ChannelId

    init(message: ChatMessage, cid: ChannelId) {
        self.message = message
        self.cid = cid
    }
}
