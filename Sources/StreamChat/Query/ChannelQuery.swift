/// The query of one channel (the SDK's `ChannelQuery`).
public struct ChannelQuery: Encodable, Sendable {
    /// The channel's id within its type.
    public let id: String?
    /// The channel's type.
    public let type: ChannelType
    /// The page of messages.
    public var pagination: MessagesPagination?
    /// How many members to load.
    public let membersLimit: Int?
    /// How many watchers to load.
    public let watchersLimit: Int?

    /// The channel's cid.
    public var cid: ChannelId? { queriedCid }
    private let queriedCid: ChannelId?

    public init(
        cid: ChannelId, pageSize: Int? = .messagesPageSize, paginationParameter: PaginationParameter? = nil,
        membersLimit: Int? = nil, watchersLimit: Int? = nil
    ) {
        queriedCid = cid
        id = cid.id
        type = cid.type
        pagination = pageSize.map { MessagesPagination(pageSize: $0, parameter: paginationParameter) }
        self.membersLimit = membersLimit
        self.watchersLimit = watchersLimit
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(type, forKey: .type)
    }

    private enum CodingKeys: String, CodingKey { case id, type }
}
