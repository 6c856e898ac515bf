/// Where a page of messages starts (the SDK's `PaginationParameter`).
public enum PaginationParameter: Encodable, Hashable, Sendable {
    case greaterThan(_ id: String)
    case greaterThanOrEqual(_ id: String)
    case lessThan(_ id: String)
    case lessThanOrEqual(_ id: String)
    case around(_ id: String)

    /// The message a page is around, if it is.
    public var aroundMessageId: String? { if case .around(let id) = self { id } else { nil } }
    /// Whether the page jumps to a message.
    public var isJumpingToMessage: Bool { aroundMessageId != nil }
}
