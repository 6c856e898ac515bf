import Foundation

/// The entry point of StreamChat (the SDK's `ChatClient`): connects a user and makes controllers.
///
/// chatshot's client is offline: it connects to nothing, and its controllers serve the transcript being rendered
/// (the channels, messages and current user of the render that reads them). Write actions do nothing (see
/// docs/compatibility.md).
public class ChatClient: @unchecked Sendable {
    /// The configuration the client was made with.
    public let config: ChatClientConfig

    /// The user `connectUser` named, until `disconnect` / `logout`.
    private var connectedUser: UserInfo?

    public init(config: ChatClientConfig) {
        self.config = config
    }

    /// The id of the user the render's transcript is seen by; else of the user connected.
    public var currentUserId: UserId? {
        OfflineChatStore.current.currentUser?.id ?? connectedUser?.id
    }

    /// Whether the client is connected: offline, `.connected` once a user is.
    public var connectionStatus: ConnectionStatus { connectedUser == nil ? .initialized : .connected }

    /// Connects `userInfo` with `token`; offline, records the user and calls `completion` at once.
    public func connectUser(userInfo: UserInfo, token: Token, completion: ((Error?) -> Void)? = nil) {
        connectedUser = userInfo
        completion?(nil)
    }

    /// Connects `userInfo`, asking `tokenProvider` for its token; offline, the provider is not asked.
    public func connectUser(
        userInfo: UserInfo, tokenProvider: @escaping TokenProvider,
        completion: ((Error?) -> Void)? = nil
    ) {
        connectedUser = userInfo
        completion?(nil)
    }

    /// Connects a guest user.
    public func connectGuestUser(userInfo: UserInfo, completion: ((Error?) -> Void)? = nil) {
        connectedUser = userInfo
        completion?(nil)
    }

    /// Connects an anonymous user.
    public func connectAnonymousUser(completion: ((Error?) -> Void)? = nil) {
        connectedUser = UserInfo(id: Token.anonymous.userId)
        completion?(nil)
    }

    /// Replaces the connected user's token; offline, nothing to replace.
    public func setToken(token: Token) {}

    /// Disconnects; the user stays current.
    public func disconnect() {}

    /// Disconnects, then calls `completion`.
    public func disconnect(completion: @escaping () -> Void) {
        completion()
    }

    /// Disconnects and forgets the user.
    public func logout() {
        connectedUser = nil
    }

    /// Forgets the user, then calls `completion`.
    public func logout(removeDevice: Bool = true, completion: @escaping () -> Void) {
        connectedUser = nil
        completion()
    }
}

extension ChatClient {
    /// A controller of the channel `cid`.
    public func channelController(
        for cid: ChannelId, channelListQuery: ChannelListQuery? = nil,
        messageOrdering: MessageOrdering = .topToBottom
    ) -> ChatChannelController {
        ChatChannelController(
            channelQuery: ChannelQuery(cid: cid), channelListQuery: channelListQuery,
            client: self, messageOrdering: messageOrdering)
    }

    /// A controller of the channel `channelQuery` names.
    public func channelController(
        for channelQuery: ChannelQuery, channelListQuery: ChannelListQuery? = nil,
        messageOrdering: MessageOrdering = .topToBottom
    ) -> ChatChannelController {
        ChatChannelController(
            channelQuery: channelQuery, channelListQuery: channelListQuery,
            client: self, messageOrdering: messageOrdering)
    }

    /// A controller of the channels `query` matches.
    public func channelListController(query: ChannelListQuery) -> ChatChannelListController {
        ChatChannelListController(query: query, client: self, filter: nil)
    }

    /// A controller of the channels `query` matches and `filter` keeps.
    public func channelListController(
        query: ChannelListQuery,
        filter: ((ChatChannel) -> Bool)? = nil
    ) -> ChatChannelListController {
        ChatChannelListController(query: query, client: self, filter: filter)
    }

    /// A controller of the message `messageId` in the channel `cid`, and its replies.
    public func messageController(cid: ChannelId, messageId: MessageId) -> ChatMessageController {
        ChatMessageController(client: self, cid: cid, messageId: messageId)
    }
}
