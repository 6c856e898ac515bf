import Foundation

/// Searches the app's users (the SDK's `ChatUserSearchController`, from `ChatClient.userSearchController()`).
/// Offline, the users are those of the render's transcript: every channel's members and message authors, each
/// once, sorted by name; `search(term:)` keeps those whose id or name contains the term (any case).
public class ChatUserSearchController: DataController, @unchecked Sendable {
    /// The client that made the controller.
    public let client: ChatClient
    private let lock = NSLock()
    private var term: String?

    init(client: ChatClient) { self.client = client }

    /// The users found by the last search (all of the transcript's users before one).
    public var userArray: [ChatUser] {
        let all = Self.transcriptUsers()
        guard let term = lock.withLock({ term }), !term.isEmpty else { return all }
        return all.filter {
            $0.id.localizedCaseInsensitiveContains(term) || ($0.name ?? "").localizedCaseInsensitiveContains(term)
        }
    }

    /// Searches for users whose id or name contains `term` (all users for `nil` or empty); completes at once.
    public func search(term: String?, completion: (@MainActor (_ error: Error?) -> Void)? = nil) {
        lock.withLock { self.term = term }
        if let completion { Task { @MainActor in completion(nil) } }
    }

    /// Loads the next page: every user is loaded; completes at once.
    public func loadNextUsers(limit: Int = 30, completion: (@MainActor (_ error: Error?) -> Void)? = nil) {
        if let completion { Task { @MainActor in completion(nil) } }
    }

    private static func transcriptUsers() -> [ChatUser] {
        var seen: Set<UserId> = []
        var users: [ChatUser] = []
        for channel in OfflineChatStore.current.channels {
            for user in channel.members + channel.messages.map(\.author) where seen.insert(user.id).inserted {
                users.append(user)
            }
        }
        return users.sorted { ($0.name ?? $0.id, $0.id) < ($1.name ?? $1.id, $1.id) }
    }
}

extension ChatClient {
    /// A controller searching the app's users.
    public func userSearchController() -> ChatUserSearchController { ChatUserSearchController(client: self) }
}
