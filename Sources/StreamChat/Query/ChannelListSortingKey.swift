import Foundation

/// The keys a channel list sorts by (the SDK's `ChannelListSortingKey`).
public typealias ChannelListSortingKey = LocalConvertibleSortingKey<ChatChannel>

extension LocalConvertibleSortingKey where Model == ChatChannel {
    /// The last update: the last message, else the creation (Stream's `last_updated`).
    public static let `default` = Self(remoteKey: "last_updated") { $0.lastUpdated < $1.lastUpdated }
    public static let createdAt = Self(remoteKey: "created_at") {
        ($0.createdAt ?? .distantPast) < ($1.createdAt ?? .distantPast)
    }
    public static let updatedAt = Self(remoteKey: "updated_at") { $0.lastUpdated < $1.lastUpdated }
    public static let lastMessageAt = Self(remoteKey: "last_message_at") {
        ($0.lastMessageAt ?? .distantPast) < ($1.lastMessageAt ?? .distantPast)
    }
    public static let pinnedAt = Self(remoteKey: "pinned_at", ascending: nil)
    public static let memberCount = Self(remoteKey: "member_count") { $0.memberCount < $1.memberCount }
    public static let cid = Self(remoteKey: "cid") { $0.cid.rawValue < $1.cid.rawValue }
    public static let hasUnread = Self(remoteKey: "has_unread") {
        ($0.unreadCount.messages > 0 ? 1 : 0) < ($1.unreadCount.messages > 0 ? 1 : 0)
    }
    public static let unreadCount = Self(remoteKey: "unread_count") {
        $0.unreadCount.messages < $1.unreadCount.messages
    }
}

extension ChatChannel {
    fileprivate var lastUpdated: Date { lastMessageAt ?? createdAt ?? .distantPast }
}
