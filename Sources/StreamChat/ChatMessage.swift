import Foundation

/// The message types of Stream's API.
public struct MessageType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let regular = MessageType(rawValue: "regular")
    public static let ephemeral = MessageType(rawValue: "ephemeral")
    public static let error = MessageType(rawValue: "error")
    public static let system = MessageType(rawValue: "system")
    public static let deleted = MessageType(rawValue: "deleted")
    public static let reply = MessageType(rawValue: "reply")
}

/// The sending state of a message that has not reached the server (chatshot extension: message field `local_state`).
public enum LocalMessageState: String, Hashable, Sendable, CaseIterable {
    case pending, sending, syncing, deleting, sendingFailed, syncingFailed, deletingFailed

    /// Whether the last action failed (the SDK's error indicator).
    public var isFailed: Bool { self == .sendingFailed || self == .syncingFailed || self == .deletingFailed }
}

/// Where a local attachment's upload is (the SDK's `LocalAttachmentState`).
public enum LocalAttachmentState: Hashable, Sendable {
    case pendingUpload
    /// Uploading, `progress` between 0 and 1.
    case uploading(progress: Double)
    case uploadingFailed
    case uploaded

    /// The names a transcript uses (`upload_state`), in messages and in the composer alike.
    public static let names = ["pending", "uploading", "failed", "uploaded"]
}

/// A reaction type such as `love` or `like`.
public struct MessageReactionType: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One reaction by one user.
public struct ChatMessageReaction: Hashable, Sendable {
    public var type: MessageReactionType
    public var author: ChatUser
    public var score: Int
    public init(type: MessageReactionType, author: ChatUser, score: Int = 1) {
        self.type = type
        self.author = author
        self.score = score
    }
}

/// An attachment of a message (image, video, file, giphy, link preview, voice recording, …).
public struct ChatMessageAttachment: Hashable, Sendable {
    public var type: String
    public var title: String?
    public var text: String?
    public var imageURL: String?
    public var thumbURL: String?
    public var assetURL: String?
    public var titleLink: String?
    public var ogURL: String?
    public var authorName: String?
    public var mimeType: String?
    public var fileSize: Int?
    public var duration: Double?
    public var waveformData: [Double]
    /// The upload of an attachment not yet on the server (chatshot extension keys `upload_state`, `upload_progress`,
    /// in messages and in composer previews); nil: uploaded or remote.
    public var uploadingState: LocalAttachmentState?
    /// Buttons of an interactive attachment (`actions`).
    public var actions: [AttachmentAction] = []

    public init(type: String, title: String? = nil, text: String? = nil, imageURL: String? = nil, thumbURL: String? = nil,
                assetURL: String? = nil, titleLink: String? = nil, ogURL: String? = nil, authorName: String? = nil,
                mimeType: String? = nil, fileSize: Int? = nil, duration: Double? = nil, waveformData: [Double] = []) {
        self.type = type
        self.title = title
        self.text = text
        self.imageURL = imageURL
        self.thumbURL = thumbURL
        self.assetURL = assetURL
        self.titleLink = titleLink
        self.ogURL = ogURL
        self.authorName = authorName
        self.mimeType = mimeType
        self.fileSize = fileSize
        self.duration = duration
        self.waveformData = waveformData
    }
}

/// A message as the SDK models it, decoded from the transcript.
public final class ChatMessage: Hashable, @unchecked Sendable {
    public var id: String
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
    public var attachments: [ChatMessageAttachment]
    public var mentionedUsers: [ChatUser]
    public var threadParticipants: [ChatUser]
    public var localState: LocalMessageState?
    public var isBounced: Bool
    public var isPinned: Bool
    public var isSilent: Bool
    /// The poll of the message (Stream's `poll`).
    public var poll: Poll?
    /// Translations by language code (Stream's `i18n`: `"pt_text": "Olá"`).
    public var translations: [String: String] = [:]
    /// The language the text was written in (`i18n.language`).
    public var originalLanguage: String?
    /// Set by the screen from `--current-user`.
    public var isSentByCurrentUser: Bool
    /// How many other members have read it (derived from the channel's `read` states).
    public var readByCount: Int

    public init(id: String, text: String = "", type: MessageType = .regular, author: ChatUser, createdAt: Date,
                textUpdatedAt: Date? = nil, deletedAt: Date? = nil,
                reactionCounts: [MessageReactionType: Int] = [:], reactionScores: [MessageReactionType: Int] = [:],
                latestReactions: [ChatMessageReaction] = [], currentUserReactions: [ChatMessageReaction] = [],
                replyCount: Int = 0, parentMessageId: String? = nil, showReplyInChannel: Bool = false,
                quotedMessage: ChatMessage? = nil, attachments: [ChatMessageAttachment] = [], mentionedUsers: [ChatUser] = [],
                threadParticipants: [ChatUser] = [], localState: LocalMessageState? = nil, isBounced: Bool = false,
                isPinned: Bool = false, isSilent: Bool = false, isSentByCurrentUser: Bool = false, readByCount: Int = 0) {
        self.id = id
        self.text = text
        self.type = type
        self.author = author
        self.createdAt = createdAt
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

    /// How many attachments of each type the message has (the SDK's `attachmentCounts`).
    public var attachmentCounts: [String: Int] {
        attachments.reduce(into: [:]) { $0[$1.type, default: 0] += 1 }
    }

    public var isDeleted: Bool { deletedAt != nil || type == .deleted }
    public var isRootOfThread: Bool { replyCount > 0 }
    /// The giphy attachments.
    public var giphyAttachments: [ChatMessageAttachment] { attachments.filter { $0.type.lowercased() == "giphy" } }
    /// All reactions counted (the SDK's `totalReactionsCount`).
    public var totalReactionsCount: Int { reactionCounts.values.reduce(0, +) }
    public var isPartOfThread: Bool { parentMessageId != nil }
}
