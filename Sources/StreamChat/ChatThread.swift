import Foundation

/// A thread the current user takes part in (the SDK's `ChatThread`, from Stream's query-threads response): the
/// parent message, its channel, the latest replies, the read states and counts.
public struct ChatThread: Sendable {
    public var parentMessage: ChatMessage
    public var channel: ChatChannel
    /// The thread's own title (Stream's `title`); the list shows it instead of the parent message's text.
    public var title: String?
    /// The newest replies, oldest first.
    public var latestReplies: [ChatMessage]
    /// Read states in the thread (`unreadMessagesCount` is the current user's unread replies).
    public var reads: [ChatChannelRead]
    public var replyCount: Int
    public var participants: [ChatUser]
    public var lastMessageAt: Date?

    public init(
        parentMessage: ChatMessage, channel: ChatChannel, title: String? = nil, latestReplies: [ChatMessage] = [],
        reads: [ChatChannelRead] = [], replyCount: Int = 0, participants: [ChatUser] = [], lastMessageAt: Date? = nil
    ) {
        self.parentMessage = parentMessage
        self.channel = channel
        self.title = title
        self.latestReplies = latestReplies
        self.reads = reads
        self.replyCount = replyCount
        self.participants = participants
        self.lastMessageAt = lastMessageAt
    }

    public var parentMessageId: String { parentMessage.id }

    /// The threads of a channel: every message with replies (`reply_count` or replies in the channel), newest
    /// activity first, with its last three replies.
    public static func threads(in channel: ChatChannel) -> [ChatThread] {
        let threads = channel.messages.compactMap { parent -> ChatThread? in
            guard parent.parentMessageId == nil else { return nil }
            let replies = channel.messages.filter { $0.parentMessageId == parent.id }
            guard parent.replyCount > 0 || !replies.isEmpty else { return nil }
            return ChatThread(
                parentMessage: parent, channel: channel, latestReplies: Array(replies.suffix(3)),
                replyCount: max(parent.replyCount, replies.count), participants: parent.threadParticipants,
                lastMessageAt: replies.last?.createdAt ?? parent.createdAt)
        }
        return threads.sorted { ($0.lastMessageAt ?? .distantPast) > ($1.lastMessageAt ?? .distantPast) }
    }
}
