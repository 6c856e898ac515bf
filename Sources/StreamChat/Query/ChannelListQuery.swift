/// The channels a channel list shows (the SDK's `ChannelListQuery`): a filter, a sort and a page size.
public struct ChannelListQuery: Encodable, Sendable {
    public let filter: Filter<ChannelListFilterScope>
    public let sort: [Sorting<ChannelListSortingKey>]
    public var pagination: Pagination
    public let messagesLimit: Int?
    public let membersLimit: Int?

    public init(
        filter: Filter<ChannelListFilterScope>, sort: [Sorting<ChannelListSortingKey>] = [],
        pageSize: Int = .channelsPageSize, messagesLimit: Int? = nil, membersLimit: Int? = nil
    ) {
        self.filter = filter
        self.sort = sort
        pagination = Pagination(pageSize: pageSize)
        self.messagesLimit = messagesLimit
        self.membersLimit = membersLimit
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sort, forKey: .sort)
        try container.encode(pagination.pageSize, forKey: .limit)
        try container.encodeIfPresent(messagesLimit, forKey: .messageLimit)
        try container.encodeIfPresent(membersLimit, forKey: .memberLimit)
    }

    private enum CodingKeys: String, CodingKey {
        case sort, limit
        case messageLimit = "message_limit"
        case memberLimit = "member_limit"
    }
}
