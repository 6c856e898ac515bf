/// Told of the current user's changes (the SDK's `CurrentChatUserControllerDelegate`). Offline, none happen.
@preconcurrency @MainActor
public protocol CurrentChatUserControllerDelegate: AnyObject {
    func currentUserController(
        _ controller: CurrentChatUserController,
        didChangeCurrentUserUnreadCount: UnreadCount)
    func currentUserController(
        _ controller: CurrentChatUserController,
        didChangeCurrentUser: EntityChange<CurrentChatUser>)
}

extension CurrentChatUserControllerDelegate {
    public func currentUserController(
        _ controller: CurrentChatUserController,
        didChangeCurrentUserUnreadCount: UnreadCount
    ) {}
    public func currentUserController(
        _ controller: CurrentChatUserController,
        didChangeCurrentUser: EntityChange<CurrentChatUser>
    ) {}
}
