import Foundation

/// A poll attached to a message (Stream's message `poll`), as the SDK's `Poll` models it.
public struct Poll: Hashable, Sendable {
    /// Who may see who voted (`voting_visibility`).
    public enum VotingVisibility: String, Hashable, Sendable { case `public`, anonymous }

    public var id: String
    /// The question (`name`).
    public var name: String
    public var description: String?
    public var options: [PollOption]
    public var isClosed: Bool
    /// Only one vote per user (`enforce_unique_vote`).
    public var enforceUniqueVote: Bool
    /// The most votes one user may cast (`max_votes_allowed`; nil: no limit).
    public var maxVotesAllowed: Int?
    public var votingVisibility: VotingVisibility
    public var allowUserSuggestedOptions: Bool
    public var allowAnswers: Bool
    /// Comments on the poll (`answers_count`).
    public var answersCount: Int
    public var createdBy: ChatUser?
    /// Votes per option id (`vote_counts_by_option`).
    public var voteCountsByOption: [String: Int]
    /// The current user's votes (`own_votes`).
    public var ownVotes: [PollVote]

    public init(
        id: String, name: String, description: String? = nil, options: [PollOption] = [], isClosed: Bool = false,
        enforceUniqueVote: Bool = false, maxVotesAllowed: Int? = nil, votingVisibility: VotingVisibility = .public,
        allowUserSuggestedOptions: Bool = false, allowAnswers: Bool = false, answersCount: Int = 0,
        createdBy: ChatUser? = nil, voteCountsByOption: [String: Int] = [:], ownVotes: [PollVote] = []
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.options = options
        self.isClosed = isClosed
        self.enforceUniqueVote = enforceUniqueVote
        self.maxVotesAllowed = maxVotesAllowed
        self.votingVisibility = votingVisibility
        self.allowUserSuggestedOptions = allowUserSuggestedOptions
        self.allowAnswers = allowAnswers
        self.answersCount = answersCount
        self.createdBy = createdBy
        self.voteCountsByOption = voteCountsByOption
        self.ownVotes = ownVotes
    }

    /// The votes of an option.
    public func voteCount(for option: PollOption) -> Int { voteCountsByOption[option.id] ?? 0 }

    /// The most votes any option has.
    public var currentMaximumVoteCount: Int { options.map(voteCount(for:)).max() ?? 0 }

    /// An option's votes relative to the most voted option (0…1), as the SDK's progress bars show them.
    public func voteRatio(for option: PollOption) -> Double {
        let most = currentMaximumVoteCount
        return most == 0 ? 0 : Double(voteCount(for: option)) / Double(most)
    }

    /// Whether the current user voted for the option.
    public func hasCurrentUserVoted(for option: PollOption) -> Bool { ownVotes.contains { $0.optionId == option.id } }

    /// A closed poll's winner: the one option with the most votes (none on a tie or without votes).
    public func isOptionWinner(_ option: PollOption) -> Bool {
        guard isClosed else { return false }
        let most = currentMaximumVoteCount
        guard most > 0, voteCount(for: option) == most else { return false }
        return options.filter { voteCount(for: $0) == most }.count == 1
    }
}
