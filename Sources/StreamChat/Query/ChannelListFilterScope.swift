import Foundation

/// The scope of channel list filters (the SDK's `ChannelListFilterScope`).
public struct ChannelListFilterScope: FilterScope, AnyChannelListFilterScope {}

extension Filter where Scope == ChannelListFilterScope {
    /// Channels whose members include all of `userIds`.
    public static func containMembers(userIds: [UserId]) -> Filter<Scope> { .in(.members, values: userIds) }
    /// Channels with at least one message.
    public static var nonEmpty: Filter<Scope> { .exists(.lastMessageAt) }
    /// Channels of no team.
    public static var noTeam: Filter<Scope> { .equal(.team, to: TeamId?.none) }
    /// Channels with unread messages.
    public static var hasUnread: Filter<Scope> { .equal(.hasUnread, to: true) }
}

extension FilterKey where Scope == ChannelListFilterScope {
    public static var cid: FilterKey<Scope, ChannelId> { "cid" }
    public static var id: FilterKey<Scope, String> { "id" }
    public static var name: FilterKey<Scope, String> { "name" }
    public static var imageURL: FilterKey<Scope, URL> { "image" }
    public static var type: FilterKey<Scope, ChannelType> { "type" }
    public static var lastMessageAt: FilterKey<Scope, Date> { "last_message_at" }
    public static var createdBy: FilterKey<Scope, UserId> { "created_by_id" }
    public static var createdAt: FilterKey<Scope, Date> { "created_at" }
    public static var updatedAt: FilterKey<Scope, Date> { "updated_at" }
    public static var deletedAt: FilterKey<Scope, Date> { "deleted_at" }
    public static var hidden: FilterKey<Scope, Bool> { "hidden" }
    public static var frozen: FilterKey<Scope, Bool> { "frozen" }
    public static var disabled: FilterKey<Scope, Bool> { "disabled" }
    public static var blocked: FilterKey<Scope, Bool> { "blocked" }
    public static var archived: FilterKey<Scope, Bool> { "archived" }
    public static var pinned: FilterKey<Scope, Bool> { "pinned" }
    public static var members: FilterKey<Scope, UserId> { "members" }
    public static var memberCount: FilterKey<Scope, Int> { "member_count" }
    public static var team: FilterKey<Scope, TeamId?> { "team" }
    public static var joined: FilterKey<Scope, Bool> { "joined" }
    public static var muted: FilterKey<Scope, Bool> { "muted" }
    public static var memberName: FilterKey<Scope, String> { "member.user.name" }
    public static var lastUpdatedAt: FilterKey<Scope, Date> { "last_updated" }
    public static var channelRole: FilterKey<Scope, String> { "channel_role" }
    public static var filterTags: FilterKey<Scope, String> { "filter_tags" }
    public static var hasUnread: FilterKey<Scope, Bool> { "has_unread" }
}

extension Filter where Scope == ChannelListFilterScope {
    /// Whether `channel` matches: `and` / `or` / `nor` of their parts, `$eq` and `$in` on `cid`, `id`, `type`,
    /// `name` and `members`; any other condition matches (the transcript's channels are the query's answer).
    func matches(_ channel: ChatChannel) -> Bool {
        if let filters = value as? [Filter] {
            switch self.operator {
            case FilterOperator.and.rawValue: return filters.allSatisfy { $0.matches(channel) }
            case FilterOperator.or.rawValue: return filters.contains { $0.matches(channel) }
            case FilterOperator.nor.rawValue: return !filters.contains { $0.matches(channel) }
            default: break
            }
        }
        guard [FilterOperator.equal.rawValue, FilterOperator.in.rawValue].contains(self.operator),
            let key, let wanted = stringValues
        else { return true }
        let actual: [String]
        switch key {
        case "cid": actual = [channel.cid.rawValue]
        case "id": actual = [channel.cid.id]
        case "type": actual = [channel.cid.type.rawValue]
        case "name": actual = [channel.name ?? ""]
        case "members":
            // Stream's `members $in` matches channels with all the users listed.
            let ids = Set(channel.members.map(\.id))
            return wanted.allSatisfy(ids.contains)
        default: return true
        }
        return self.operator == FilterOperator.in.rawValue ? actual.contains(where: wanted.contains) : actual == wanted
    }
}
