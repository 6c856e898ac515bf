/// A page of a channel's messages (the SDK's `MessagesPagination`).
public struct MessagesPagination: Encodable, Equatable, Sendable {
    public let pageSize: Int
    public let parameter: PaginationParameter?

    public init(pageSize: Int, parameter: PaginationParameter? = nil) {
        self.pageSize = pageSize
        self.parameter = parameter
    }
}
