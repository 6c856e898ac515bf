import Foundation
import StreamChat

/// One reaction type of a message as its reactions view shows it (the SDK's `ChatMessageReactionData`): what
/// `Components.reactionsSorting` orders.
public struct ChatMessageReactionData: Sendable {
    public let type: MessageReactionType
    public let score: Int
    public let count: Int
    public let isChosenByCurrentUser: Bool
    /// When the type was first and last used (transcripts carry no reaction times: nil).
    public let firstReactionAt: Date?
    public let lastReactionAt: Date?

    public init(
        type: MessageReactionType, score: Int, count: Int, isChosenByCurrentUser: Bool, firstReactionAt: Date? = nil,
        lastReactionAt: Date? = nil
    ) {
        self.type = type
        self.score = score
        self.count = count
        self.isChosenByCurrentUser = isChosenByCurrentUser
        self.firstReactionAt = firstReactionAt
        self.lastReactionAt = lastReactionAt
    }

    /// chatshot: the reaction types drawn by default (the SDK keeps them in its appearance images).
    public static let defaultReactionTypes: [MessageReactionType] = ["love", "haha", "like", "sad", "wow"].map {
        MessageReactionType(rawValue: $0)
    }
}
