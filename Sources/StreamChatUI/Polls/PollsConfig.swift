import Foundation

/// Which poll features the poll creation screen offers (`Components.pollsConfig`). chatshot draws no poll creation
/// screen; the configuration is kept for apps that read it.
public struct PollsConfig: Sendable {
    /// Several votes per person.
    public var multipleVotes: PollsEntryConfig
    /// Votes without names.
    public var anonymousPoll: PollsEntryConfig
    /// Voters may suggest options.
    public var suggestAnOption: PollsEntryConfig
    /// Voters may comment.
    public var addComments: PollsEntryConfig
    /// A limit on the votes per person.
    public var maxVotesPerPerson: PollsEntryConfig

    public init(
        multipleVotes: PollsEntryConfig = .default, anonymousPoll: PollsEntryConfig = .default,
        suggestAnOption: PollsEntryConfig = .default, addComments: PollsEntryConfig = .default,
        maxVotesPerPerson: PollsEntryConfig = .default
    ) {
        self.multipleVotes = multipleVotes
        self.anonymousPoll = anonymousPoll
        self.suggestAnOption = suggestAnOption
        self.addComments = addComments
        self.maxVotesPerPerson = maxVotesPerPerson
    }
}

/// Whether a poll feature is offered, and whether it starts on.
public struct PollsEntryConfig: Sendable {
    /// Whether the creator may switch it.
    public var configurable: Bool
    /// Whether it starts on.
    public var defaultValue: Bool

    public init(configurable: Bool, defaultValue: Bool) {
        self.configurable = configurable
        self.defaultValue = defaultValue
    }

    /// Offered, off at first.
    public static let `default` = PollsEntryConfig(configurable: true, defaultValue: false)
    /// Not offered.
    public static let notConfigurable = PollsEntryConfig(configurable: false, defaultValue: false)
}
