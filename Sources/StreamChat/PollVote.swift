/// One vote: the option and (unless anonymous) the voter.
public struct PollVote: Hashable, Sendable {
    public var optionId: String?
    public var user: ChatUser?
    public init(optionId: String?, user: ChatUser? = nil) {
        self.optionId = optionId
        self.user = user
    }
}
