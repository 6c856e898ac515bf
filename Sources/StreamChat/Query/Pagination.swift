/// A page of a list query (the SDK's `Pagination`).
public struct Pagination: Encodable, Equatable, Sendable {
    public let pageSize: Int
    public let offset: Int
    public let cursor: String?

    public init(pageSize: Int, offset: Int = 0) {
        self.pageSize = pageSize
        self.offset = offset
        cursor = nil
    }

    public init(pageSize: Int, cursor: String?) {
        self.pageSize = pageSize
        offset = 0
        self.cursor = cursor
    }
}

extension Int {
    /// Channels per page of a channel list.
    public static let channelsPageSize = 20
    /// Messages per page of a channel.
    public static let messagesPageSize = 25
    /// Users per page.
    public static let usersPageSize = 30
}
