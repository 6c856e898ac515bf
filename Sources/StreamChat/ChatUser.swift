import Foundation

/// A chat user as the transcript describes it (`user` objects in Stream's JSON).
public struct ChatUser: Hashable, Sendable {
    public var id: String
    public var name: String?
    /// The avatar: a local file path (relative paths are resolved against the transcript), a `file:` URL,
    /// or a remote URL (never fetched; the placeholder is drawn).
    public var imageURL: URL?
    public var isOnline: Bool
    public var lastActiveAt: Date?
    /// The user's language (`language`, e.g. "pt"): what auto-translation translates into.
    public var language: String?
    /// Users the current user muted / blocked (the connected user's `mutes` and `blocked_user_ids`; chatshot
    /// extension top-level keys `muted_users`, `blocked_users`).
    public var mutedUserIds: Set<String> = []
    public var blockedUserIds: Set<String> = []
    /// The user's custom fields: the keys of the transcript's user object that Stream's SDK has no field for.
    public var extraData: [String: RawJSON] = [:]

    public init(
        id: String, name: String? = nil, imageURL: URL? = nil, isOnline: Bool = false, lastActiveAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.imageURL = imageURL
        self.isOnline = isOnline
        self.lastActiveAt = lastActiveAt
    }

    /// The name the SDK shows: the user's name, else the user's id.
    public var displayName: String {
        if let name, !name.isEmpty { return name }
        return id
    }
}
