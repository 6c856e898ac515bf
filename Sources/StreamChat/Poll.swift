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

    public init(id: String, name: String, description: String? = nil, options: [PollOption] = [], isClosed: Bool = false,
                enforceUniqueVote: Bool = false, maxVotesAllowed: Int? = nil, votingVisibility: VotingVisibility = .public,
                allowUserSuggestedOptions: Bool = false, allowAnswers: Bool = false, answersCount: Int = 0,
                createdBy: ChatUser? = nil, voteCountsByOption: [String: Int] = [:], ownVotes: [PollVote] = []) {
        self.id = id; self.name = name; self.description = description; self.options = options
        self.isClosed = isClosed; self.enforceUniqueVote = enforceUniqueVote; self.maxVotesAllowed = maxVotesAllowed
        self.votingVisibility = votingVisibility; self.allowUserSuggestedOptions = allowUserSuggestedOptions
        self.allowAnswers = allowAnswers; self.answersCount = answersCount; self.createdBy = createdBy
        self.voteCountsByOption = voteCountsByOption; self.ownVotes = ownVotes
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

/// One answer of a poll, with its latest votes (`latest_votes_by_option`).
public struct PollOption: Hashable, Sendable {
    public var id: String
    public var text: String
    public var latestVotes: [PollVote]
    public init(id: String, text: String, latestVotes: [PollVote] = []) {
        self.id = id; self.text = text; self.latestVotes = latestVotes
    }
}

/// One vote: the option and (unless anonymous) the voter.
public struct PollVote: Hashable, Sendable {
    public var optionId: String?
    public var user: ChatUser?
    public init(optionId: String?, user: ChatUser? = nil) { self.optionId = optionId; self.user = user }
}

/// A button of an interactive attachment (Stream's attachment `actions`: the giphy preview's Send, Shuffle, Cancel).
public struct AttachmentAction: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable { case primary, `default` }
    public var name: String
    public var value: String
    public var style: Style
    public var text: String
    public init(name: String = "image_action", value: String, style: Style = .default, text: String) {
        self.name = name; self.value = value; self.style = style; self.text = text
    }

    /// The actions Stream sends with an ephemeral `/giphy` preview.
    public static let giphyPreviewActions = [
        AttachmentAction(value: "send", style: .primary, text: "Send"),
        AttachmentAction(value: "shuffle", text: "Shuffle"),
        AttachmentAction(value: "cancel", text: "Cancel"),
    ]
}
