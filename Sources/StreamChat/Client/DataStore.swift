import Foundation

/// The models the client has locally, looked up by id (the SDK's `DataStore`, from a controller's `dataStore`).
/// Offline, "locally" is the render's transcript; outside a render every look-up is nil.
public struct DataStore {
    /// The client whose models are read.
    let client: ChatClient

    init(client: ChatClient) {
        self.client = client
    }

    /// The user with this id: the current user, a channel member or a message author.
    public func user(id: UserId) -> ChatUser? {
        let store = OfflineChatStore.current
        if let current = store.currentUser, current.id == id { return current }
        for channel in store.channels {
            if let member = channel.members.first(where: { $0.id == id }) { return member }
            if let author = channel.messages.first(where: { $0.author.id == id })?.author { return author }
        }
        return nil
    }

    /// The current user.
    public func currentUser() -> CurrentChatUser? {
        client.currentUserController().currentUser
    }

    /// The channel with this cid.
    public func channel(cid: ChannelId) -> ChatChannel? {
        OfflineChatStore.current.channel(cid)
    }

    /// The message with this id, in any channel.
    public func message(id: MessageId) -> ChatMessage? {
        OfflineChatStore.current.message(id, in: nil)
    }

    /// The thread whose parent message has this id (nil when the message has no replies).
    public func thread(parentMessageId: MessageId) -> ChatThread? {
        for channel in OfflineChatStore.current.channels {
            if let thread = ChatThread.threads(in: channel).first(where: { $0.parentMessageId == parentMessageId }) {
                return thread
            }
        }
        return nil
    }
}
