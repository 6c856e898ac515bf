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
