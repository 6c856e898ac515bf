/// The current user's unread channels, messages and threads (the SDK's `UnreadCount`).
public struct UnreadCount: Decodable, Hashable, Sendable {
    /// Nothing unread.
    public static let noUnread = UnreadCount(channels: 0, messages: 0, threads: 0)

    public let channels: Int
    public let messages: Int
    public let threads: Int

    public init(channels: Int, messages: Int, threads: Int) {
        self.channels = channels
        self.messages = messages
        self.threads = threads
    }
}
