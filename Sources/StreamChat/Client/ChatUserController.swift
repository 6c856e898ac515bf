import Foundation

/// One user (the SDK's `ChatUserController`), made by `ChatClient.userController(userId:)`.
///
/// Offline, it serves the transcript's user with that id (a member of one of its channels, or its current user);
/// muting, blocking and flagging are inert (a warning on stderr, once per action, and success).
public class ChatUserController: DataController, DataStoreProvider, @unchecked Sendable {
    /// The id of the user.
    public let userId: UserId
    /// The client that made the controller.
    public let client: ChatClient

    init(userId: UserId, client: ChatClient) {
        self.userId = userId
        self.client = client
    }

    /// The user, from the render's transcript; nil when the transcript does not know it.
    public var user: ChatUser? {
        let store = OfflineChatStore.current
        if let current = store.currentUser, current.id == userId { return current }
        for channel in store.channels {
            if let member = channel.members.first(where: { $0.id == userId }) { return member }
        }
        return nil
    }

    /// Told of the controller's changes. Offline, of state changes only.
    public var delegate: ChatUserControllerDelegate? {
        get { stateDelegate as? ChatUserControllerDelegate }
        set { stateDelegate = newValue }
    }

    /// Mutes the user: ignored in a still render.
    public func mute(completion: ((Error?) -> Void)? = nil) { inert("mute", completion) }
    /// Unmutes the user: ignored in a still render.
    public func unmute(completion: ((Error?) -> Void)? = nil) { inert("unmute", completion) }
    /// Blocks the user: ignored in a still render.
    public func block(completion: ((Error?) -> Void)? = nil) { inert("block", completion) }
    /// Unblocks the user: ignored in a still render.
    public func unblock(completion: ((Error?) -> Void)? = nil) { inert("unblock", completion) }
    /// Flags the user: ignored in a still render.
    public func flag(
        reason: String? = nil, extraData: [String: RawJSON]? = nil, completion: ((Error?) -> Void)? = nil
    ) {
        inert("flag", completion)
    }
    /// Unflags the user: ignored in a still render.
    public func unflag(completion: ((Error?) -> Void)? = nil) { inert("unflag", completion) }

    private func inert(_ action: String, _ completion: ((Error?) -> Void)?) {
        InertAction.ignore("ChatUserController.\(action)")
        completion?(nil)
    }
}

/// Told of a user controller's changes (the SDK's `ChatUserControllerDelegate`). Offline, only of its state.
public protocol ChatUserControllerDelegate: DataControllerStateDelegate {
    func userController(_ controller: ChatUserController, didUpdateUser change: EntityChange<ChatUser>)
}

extension ChatUserControllerDelegate {
    public func userController(_ controller: ChatUserController, didUpdateUser change: EntityChange<ChatUser>) {}
}

extension ChatClient {
    /// A controller of the user `userId`.
    public func userController(userId: UserId) -> ChatUserController {
        ChatUserController(userId: userId, client: self)
    }
}
