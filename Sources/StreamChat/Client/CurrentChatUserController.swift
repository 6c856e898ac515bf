import Foundation

/// The connected user (the SDK's `CurrentChatUserController`), made by `ChatClient.currentUserController()`.
///
/// Offline, it serves the transcript's current user and unread counts; updates are inert (a warning on stderr,
/// once per action, and success).
public class CurrentChatUserController: DataController, DataStoreProvider, @unchecked Sendable {
    /// The client that made the controller.
    public let client: ChatClient

    init(client: ChatClient) {
        self.client = client
    }

    /// The transcript's current user.
    public var currentUser: CurrentChatUser? {
        OfflineChatStore.current.currentUser.map { CurrentChatUser(user: $0, unreadCount: unreadCount) }
    }

    /// Unread channels and messages of the transcript's channels (threads are not counted).
    public var unreadCount: UnreadCount {
        let unread = OfflineChatStore.current.channels.filter { $0.unreadCount.messages > 0 }
        return UnreadCount(
            channels: unread.count, messages: unread.reduce(0) { $0 + $1.unreadCount.messages }, threads: 0)
    }

    /// Told of the controller's changes. Offline, none happen.
    public weak var delegate: CurrentChatUserControllerDelegate?

    /// Reloads the user: offline, completes at once.
    public func reloadUserIfNeeded(completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Updates the user's data: ignored in a still render.
    public func updateUserData(
        name: String? = nil, imageURL: URL? = nil, userExtraData: [String: RawJSON] = [:],
        unsetProperties: Set<String> = [],
        completion: ((Error?) -> Void)? = nil
    ) {
        InertAction.ignore("CurrentChatUserController.updateUserData")
        completion?(nil)
    }

    /// Marks every channel read: ignored in a still render.
    public func markAllRead(completion: ((Error?) -> Void)? = nil) {
        InertAction.ignore("CurrentChatUserController.markAllRead")
        completion?(nil)
    }

    /// Loads the user's devices: offline, completes at once.
    public func synchronizeDevices(completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }
}

extension ChatClient {
    /// A controller of the connected user.
    public func currentUserController() -> CurrentChatUserController {
        CurrentChatUserController(client: self)
    }
}
