import Foundation

/// A channel with its members, messages and read states.
public struct ChatChannel: Hashable, Sendable {
    /// The channel's `type:id`.
    public var cid: ChannelId
    public var name: String?
    public var imageURL: URL?
    public var memberCount: Int
    public var watcherCount: Int
    public var members: [ChatUser]
    public var config: ChannelConfig
    public var reads: [ChatChannelRead]
    /// Oldest first, as the transcript lists them (equal timestamps keep the transcript's order).
    public var messages: [ChatMessage]
    public var isMuted: Bool
    /// When the channel was created (the transcript's `created_at`; else its oldest message's time, else 1970).
    public var createdAt: Date
    public var lastMessageAt: Date?
    /// Users typing right now (chatshot extension: top-level `typing_users`).
    public var typingUsers: [ChatUser]
    /// The current user's unread counts, typed as the SDK's: `messages` is the current user's
    /// `read[].unread_messages`; `mentions` is not in a transcript's read states and stays 0.
    public var unreadCount: ChannelUnreadCount = .noUnread
    /// Slow mode: seconds a member waits between messages (Stream's `channel.cooldown`; 0: off).
    public var cooldownDuration: Int = 0
    /// What the current user may do here (Stream's `channel.own_capabilities`: `send-message`, `upload-file`,
    /// `quote-message`, …); nil when the transcript does not say: the SDK's fallbacks apply (everything allowed in
    /// the composer; the channel config for quotes and mutes; own messages editable and deletable).
    public var ownCapabilities: Set<String>?
    /// A frozen channel takes no new messages (Stream's `channel.frozen`).
    public var isFrozen = false
    /// The channel's custom fields: the keys of the transcript's `channel` object that Stream's SDK has no field for.
    public var extraData: [String: RawJSON] = [:]
    /// The current user pinned the channel (Stream's `membership.pinned_at`). The default list draws nothing for it.
    public var isPinned = false
    /// The current user's membership of the channel (nil when the current user is not among its members).
    public var membership: ChatChannelMember?

    public init(
        cid: ChannelId, name: String? = nil, imageURL: URL? = nil, memberCount: Int? = nil, watcherCount: Int = 0,
        members: [ChatUser] = [], config: ChannelConfig = ChannelConfig(), reads: [ChatChannelRead] = [],
        messages: [ChatMessage] = [], isMuted: Bool = false, createdAt: Date? = nil, lastMessageAt: Date? = nil,
        typingUsers: [ChatUser] = []
    ) {
        self.cid = cid
        self.name = name
        self.imageURL = imageURL
        self.memberCount = memberCount ?? members.count
        self.watcherCount = watcherCount
        self.members = members
        self.config = config
        self.reads = reads
        self.messages = messages
        self.isMuted = isMuted
        self.createdAt = createdAt ?? messages.first?.createdAt ?? Date(timeIntervalSince1970: 0)
        self.lastMessageAt = lastMessageAt
        self.typingUsers = typingUsers
    }

    /// Whether the current user may write here (the SDK's `canSendMessage`): not frozen, and `send-message` among the
    /// own capabilities when the transcript lists them.
    public var canSendMessage: Bool { !isFrozen && (ownCapabilities?.contains("send-message") ?? true) }
    /// Whether the current user may attach files (`upload-file` among the own capabilities, when listed).
    public var canUploadFile: Bool { ownCapabilities?.contains("upload-file") ?? true }

    /// The read states of the members other than the message's author who have read it (read at or after it was
    /// sent), as the SDK's `reads(for:)`.
    public func reads(for message: ChatMessage) -> [ChatChannelRead] {
        reads.filter { $0.lastReadAt >= message.createdAt && $0.user.id != message.author.id }
    }

    /// The read states of the members other than the message's author whose devices it reached (delivered at or
    /// after it was sent, give or take the SDK's one second for an instant delivery), as the SDK's
    /// `deliveredReads(for:)`.
    public func deliveredReads(for message: ChatMessage) -> [ChatChannelRead] {
        reads.filter { read in
            guard let delivered = read.lastDeliveredAt, read.user.id != message.author.id else { return false }
            return delivered.addingTimeInterval(1) >= message.createdAt
        }
    }

    /// A one-to-one channel: exactly two members and no name of its own (the SDK's rule for "DM" channels).
    public var isDirectMessageChannel: Bool {
        memberCount == 2 && (name ?? "").isEmpty
    }
}
