import Foundation

/// A message as the SDK models it, decoded from the transcript.
public final class ChatMessage: Hashable, @unchecked Sendable {
    public var id: MessageId
    /// The channel of the message (the transcript's channel).
    public var cid: ChannelId?
    public var text: String
    public var type: MessageType
    public var author: ChatUser
    public var createdAt: Date
    public var textUpdatedAt: Date?
    public var deletedAt: Date?
    public var reactionCounts: [MessageReactionType: Int]
    public var reactionScores: [MessageReactionType: Int]
    public var latestReactions: [ChatMessageReaction]
    public var currentUserReactions: [ChatMessageReaction]
    public var replyCount: Int
    public var parentMessageId: String?
    public var showReplyInChannel: Bool
    public var quotedMessage: ChatMessage?
    /// The attachments as the transcript gives them (what chatshot's views draw); apps read the SDK's typed
    /// accessors (`allAttachments`, `imageAttachments`, …).
    public var attachments: [TranscriptAttachment]
    public var mentionedUsers: [ChatUser]
    public var threadParticipants: [ChatUser]
    public var localState: LocalMessageState?
    public var isBounced: Bool
    public var isPinned: Bool
    public var isSilent: Bool
    /// The poll of the message (Stream's `poll`).
    public var poll: Poll?
    /// The location shared in the message (Stream's `shared_location`; chatshot's views draw nothing for it).
    public var sharedLocation: SharedLocation?
    /// Translations by language (Stream's `i18n`: `"pt_text": "Olá"`); `nil` when the message has none.
    public var translations: [TranslationLanguage: String]?
    /// When the message last changed (Stream's `updated_at`); the creation date when the transcript has none.
    public var updatedAt: Date
    /// Whether the author is shadow-banned (Stream's `shadowed`).
    public var isShadowed = false
    /// Whether the message was deleted for the current user only (Stream's `deleted_for_me`).
    public var deletedForMe = false
    /// Who pinned the message and when (Stream's `pinned_by`, `pinned_at`, `pin_expires`).
    public var pinDetails: MessagePinDetails?
    /// The current user's reminder on the message (Stream's `reminder`).
    public var reminder: MessageReminderInfo?
    /// The language the text was written in (`i18n.language`).
    public var originalLanguage: String?
    /// Set by the screen from `--current-user`.
    public var isSentByCurrentUser: Bool
    /// How many other members have read it (derived from the channel's `read` states).
    public var readByCount: Int
    /// The message's custom fields: the keys of the transcript's message object that Stream's SDK has no field
    /// for (`message.extraData["is_ai"]?.boolValue`).
    public var extraData: [String: RawJSON] = [:]

    public init(
        id: String, text: String = "", type: MessageType = .regular, author: ChatUser, createdAt: Date,
        textUpdatedAt: Date? = nil, deletedAt: Date? = nil,
        reactionCounts: [MessageReactionType: Int] = [:], reactionScores: [MessageReactionType: Int] = [:],
        latestReactions: [ChatMessageReaction] = [], currentUserReactions: [ChatMessageReaction] = [],
        replyCount: Int = 0, parentMessageId: String? = nil, showReplyInChannel: Bool = false,
        quotedMessage: ChatMessage? = nil, attachments: [TranscriptAttachment] = [], mentionedUsers: [ChatUser] = [],
        threadParticipants: [ChatUser] = [], localState: LocalMessageState? = nil, isBounced: Bool = false,
        isPinned: Bool = false, isSilent: Bool = false, isSentByCurrentUser: Bool = false, readByCount: Int = 0
    ) {
        self.id = id
        self.text = text
        self.type = type
        self.author = author
        self.createdAt = createdAt
        self.updatedAt = createdAt
        self.textUpdatedAt = textUpdatedAt
        self.deletedAt = deletedAt
        self.reactionCounts = reactionCounts
        self.reactionScores = reactionScores.isEmpty ? reactionCounts : reactionScores
        self.latestReactions = latestReactions
        self.currentUserReactions = currentUserReactions
        self.replyCount = replyCount
        self.parentMessageId = parentMessageId
        self.showReplyInChannel = showReplyInChannel
        self.quotedMessage = quotedMessage
        self.attachments = attachments
        self.mentionedUsers = mentionedUsers
        self.threadParticipants = threadParticipants
        self.localState = localState
        self.isBounced = isBounced
        self.isPinned = isPinned
        self.isSilent = isSilent
        self.isSentByCurrentUser = isSentByCurrentUser
        self.readByCount = readByCount
    }

    public static func == (lhs: ChatMessage, rhs: ChatMessage) -> Bool { lhs === rhs || lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var isDeleted: Bool { deletedAt != nil || type == .deleted }
    public var isRootOfThread: Bool { replyCount > 0 }
    /// All reactions counted (the SDK's `totalReactionsCount`).
    public var totalReactionsCount: Int { reactionCounts.values.reduce(0, +) }
    public var isPartOfThread: Bool { parentMessageId != nil }
    /// Whether only this device has the message: one not yet sent (or failed to send), or an ephemeral or error
    /// message.
    public var isLocalOnly: Bool {
        if let localState { return localState == .pending || localState == .sending || localState == .sendingFailed }
        return type == .ephemeral || type == .error
    }
}
