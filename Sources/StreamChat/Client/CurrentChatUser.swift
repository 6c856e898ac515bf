/// The connected user (the SDK's `CurrentChatUser`): the user's fields (`id`, `name`, `imageURL`, … read through
/// to `user`), and what only the current user has. In the SDK it is a `ChatUser` subclass; chatshot's `ChatUser`
/// is a struct, so it wraps one.
@dynamicMemberLookup
public struct CurrentChatUser: Hashable, Sendable {
    /// The user.
    public let user: ChatUser
    /// Unread channels, messages and threads across the transcript.
    public let unreadCount: UnreadCount
    /// Users the current user muted (ids; the transcript's `muted_users`).
    public var mutedUserIds: Set<UserId> { user.mutedUserIds }
    /// Users the current user blocked.
    public var blockedUserIds: Set<UserId> { user.blockedUserIds }
    /// Whether the user hides their online status: never, in a transcript.
    public let isInvisible = false

    init(user: ChatUser, unreadCount: UnreadCount) {
        self.user = user
        self.unreadCount = unreadCount
    }

    public subscript<T>(dynamicMember keyPath: KeyPath<ChatUser, T>) -> T { user[keyPath: keyPath] }
}
