/// One answer of a poll, with its latest votes (`latest_votes_by_option`).
public struct PollOption: Hashable, Sendable {
    public var id: String
    public var text: String
    public var latestVotes: [PollVote]
    public init(id: String, text: String, latestVotes: [PollVote] = []) {
        self.id = id
        self.text = text
        self.latestVotes = latestVotes
    }
}
