import Foundation

/// The scope of reaction list filters (the SDK's `ReactionListFilterScope`).
public struct ReactionListFilterScope: FilterScope {}

extension FilterKey where Scope == ReactionListFilterScope {
    /// The reaction's type.
    public static var reactionType: FilterKey<Scope, MessageReactionType> { "type" }
    /// The reaction's author.
    public static var authorId: FilterKey<Scope, UserId> { "user_id" }
}

/// The reactions of one message that a `ChatReactionListController` lists (the SDK's `ReactionListQuery`).
public struct ReactionListQuery: Sendable {
    /// The message whose reactions are listed.
    public var messageId: MessageId
    /// The page to load.
    public var pagination: Pagination
    /// Which reactions to keep (all of them when nil).
    public var filter: Filter<ReactionListFilterScope>?

    public init(
        messageId: MessageId, pagination: Pagination = .init(pageSize: 25, offset: 0),
        filter: Filter<ReactionListFilterScope>? = nil
    ) {
        self.messageId = messageId
        self.pagination = pagination
        self.filter = filter
    }

    /// Whether `reaction` passes the filter: offline, chatshot matches `type` and `user_id` conditions (equal, in,
    /// not equal, and/or/nor of them) and lets every other condition pass.
    public func matches(_ reaction: ChatMessageReaction) -> Bool {
        guard let filter else { return true }
        return Self.matches(filter, reaction)
    }

    private static func matches(_ filter: Filter<ReactionListFilterScope>, _ reaction: ChatMessageReaction) -> Bool {
        if let subfilters = filter.value as? [Filter<ReactionListFilterScope>] {
            switch filter.operator {
            case "$and": return subfilters.allSatisfy { matches($0, reaction) }
            case "$or": return subfilters.contains { matches($0, reaction) }
            case "$nor": return !subfilters.contains { matches($0, reaction) }
            default: break
            }
        }
        let field: String
        switch filter.key {
        case "type": field = reaction.type.rawValue
        case "user_id": field = reaction.author.id
        default: return true
        }
        func text(_ value: Any) -> String? {
            switch value {
            case let type as MessageReactionType: return type.rawValue
            case let string as String: return string
            default: return nil
            }
        }
        let values: [String]
        if let list = filter.value as? [any FilterValue] {
            values = list.compactMap(text)
        } else if let one = text(filter.value) {
            values = [one]
        } else {
            return true
        }
        switch filter.operator {
        case "$eq", "$in": return values.contains(field)
        case "$ne", "$nin": return !values.contains(field)
        default: return true
        }
    }
}

extension MessageReactionType: FilterValue {}
