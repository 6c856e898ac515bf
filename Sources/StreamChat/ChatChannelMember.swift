import Foundation

/// A user as a member of a channel (the SDK's `ChatChannelMember`): the user's fields (`id`, `name`, `imageURL`,
/// `isOnline`, …, read through to `user`) and the membership's.
@dynamicMemberLookup
public struct ChatChannelMember: Hashable, Sendable {
    /// The member's user.
    public var user: ChatUser
    /// The member's role in the channel (`member` unless the transcript says otherwise).
    public var memberRole: MemberRole
    /// When the user joined the channel.
    public var memberCreatedAt: Date
    /// When the membership last changed.
    public var memberUpdatedAt: Date
    /// Whether the member is banned from the channel.
    public var isBannedFromChannel: Bool

    public init(
        user: ChatUser, memberRole: MemberRole = .member, memberCreatedAt: Date, memberUpdatedAt: Date? = nil,
        isBannedFromChannel: Bool = false
    ) {
        self.user = user
        self.memberRole = memberRole
        self.memberCreatedAt = memberCreatedAt
        self.memberUpdatedAt = memberUpdatedAt ?? memberCreatedAt
        self.isBannedFromChannel = isBannedFromChannel
    }

    /// The user's fields, as on the SDK's member (a `ChatUser` subclass there).
    public subscript<T>(dynamicMember keyPath: KeyPath<ChatUser, T>) -> T { user[keyPath: keyPath] }
}

/// A member's role in a channel (the SDK's `MemberRole`).
public struct MemberRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let member: MemberRole = "member"
    public static let moderator: MemberRole = "moderator"
    public static let admin: MemberRole = "admin"
    public static let owner: MemberRole = "owner"
}
