import Foundation

/// A message and its thread replies (the SDK's `ChatMessageController`), made by
/// `ChatClient.messageController(cid:messageId:)`.
///
/// Offline, it serves the transcript's message; `synchronize` succeeds at once, every page is loaded, and write
/// actions (replying, reacting, editing, deleting, …) do nothing but warn once on stderr, then report success.
public class ChatMessageController: DataController, DataStoreProvider, @unchecked Sendable {
    /// The client that made the controller.
    public let client: ChatClient
    /// The message's channel.
    public let cid: ChannelId
    /// The message's id.
    public let messageId: MessageId
    /// Replies per page.
    public var repliesPageSize: Int = .messagesPageSize
    /// The order of `replies`.
    public var listOrdering: MessageOrdering = .topToBottom

    init(client: ChatClient, cid: ChannelId, messageId: MessageId) {
        self.client = client
        self.cid = cid
        self.messageId = messageId
    }

    /// The message, from the render's transcript.
    public var message: ChatMessage? { OfflineChatStore.current.message(messageId, in: cid) }

    /// The message's thread replies: newest first for `.topToBottom`.
    public var replies: LazyCachedMapCollection<ChatMessage> {
        let channel = OfflineChatStore.current.channel(cid)
        let replies = (channel?.messages ?? []).filter { $0.parentMessageId == messageId }
        return LazyCachedMapCollection(listOrdering == .topToBottom ? replies.reversed() : replies)
    }

    /// The message's reactions (the latest ones the transcript lists).
    public var reactions: [ChatMessageReaction] { message?.latestReactions ?? [] }

    /// Told of the controller's changes. Offline, of state changes only.
    public var delegate: ChatMessageControllerDelegate? {
        get { stateDelegate as? ChatMessageControllerDelegate }
        set { stateDelegate = newValue }
    }

    public var hasLoadedAllReactions: Bool { true }
    public var hasLoadedAllPreviousReplies: Bool { true }
    public var hasLoadedAllNextReplies: Bool { true }
    public var isLoadingPreviousReplies: Bool { false }
    public var isLoadingNextReplies: Bool { false }
    public var isLoadingMiddleReplies: Bool { false }
    public var isJumpingToMessage: Bool { false }

    // MARK: Loading (the transcript is all loaded)

    public func loadPreviousReplies(
        before replyId: MessageId? = nil, limit: Int? = nil,
        completion: ((Error?) -> Void)? = nil
    ) {
        completion?(nil)
    }

    public func loadNextReplies(
        after replyId: MessageId? = nil, limit: Int? = nil,
        completion: ((Error?) -> Void)? = nil
    ) {
        completion?(nil)
    }

    public func loadPageAroundReplyId(
        _ replyId: MessageId, limit: Int? = nil,
        completion: ((Error?) -> Void)? = nil
    ) {
        completion?(nil)
    }

    public func loadFirstPage(limit: Int? = nil, _ completion: ((_ error: Error?) -> Void)? = nil) {
        completion?(nil)
    }

    public func loadNextReactions(limit: Int = 25, completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    public func loadReactions(
        limit: Int, offset: Int = 0,
        completion: @escaping (Result<[ChatMessageReaction], Error>) -> Void
    ) {
        let all = reactions
        let start = min(max(offset, 0), all.count)
        completion(.success(Array(all[start..<min(start + max(limit, 0), all.count)])))
    }

    /// The message's thread, from the render's transcript (a failure when the message has no replies there).
    public func loadThread(
        replyLimit: Int? = nil, participantLimit: Int? = nil,
        completion: @escaping @MainActor (Result<ChatThread, Error>) -> Void
    ) {
        let result = threadResult()
        Task { @MainActor in completion(result) }
    }

    private func threadResult() -> Result<ChatThread, Error> {
        guard let thread = dataStore.thread(parentMessageId: messageId) else {
            return .failure(ClientError("The message \(messageId) has no thread in the transcript"))
        }
        return .success(thread)
    }

    // MARK: Write actions (inert)

    /// Renames the thread: ignored in a still render; the completion gets the thread unchanged.
    public func updateThread(
        title: String?, extraData: [String: RawJSON]? = nil, unsetProperties: [String]? = nil,
        completion: @escaping @MainActor (Result<ChatThread, Error>) -> Void
    ) {
        InertAction.ignore("ChatMessageController.updateThread")
        let result = threadResult()
        Task { @MainActor in completion(result) }
    }

    /// Stops sharing the message's live location: ignored in a still render; the completion gets the location
    /// (a failure when the message shares none).
    public func stopLiveLocationSharing(completion: (@MainActor (Result<SharedLocation, Error>) -> Void)? = nil) {
        InertAction.ignore("ChatMessageController.stopLiveLocationSharing")
        guard let completion else { return }
        let result: Result<SharedLocation, Error> =
            message?.sharedLocation.map { .success($0) }
            ?? .failure(ClientError("The message \(messageId) shares no location"))
        Task { @MainActor in completion(result) }
    }

    private func ignore(_ name: String, _ completion: ((Error?) -> Void)?) {
        InertAction.ignore("ChatMessageController.\(name)")
        completion?(nil)
    }

    public func editMessage(
        text: String, skipEnrichUrl: Bool = false, skipPush: Bool = false,
        attachments: [AnyAttachmentPayload] = [], restrictedVisibility: [UserId] = [],
        extraData: [String: RawJSON]? = nil, completion: ((Error?) -> Void)? = nil
    ) {
        ignore("editMessage", completion)
    }

    public func deleteMessage(hard: Bool = false, completion: ((Error?) -> Void)? = nil) {
        ignore("deleteMessage", completion)
    }

    public func deleteMessageForMe(completion: ((Error?) -> Void)? = nil) { ignore("deleteMessageForMe", completion) }

    public func createNewReply(
        messageId: MessageId? = nil, text: String, pinning: MessagePinning? = nil,
        attachments: [AnyAttachmentPayload] = [], mentionedUserIds: [UserId] = [],
        showReplyInChannel: Bool = false, isSilent: Bool = false,
        quotedMessageId: MessageId? = nil, skipPush: Bool = false,
        skipEnrichUrl: Bool = false, extraData: [String: RawJSON] = [:],
        completion: ((Result<MessageId, Error>) -> Void)? = nil
    ) {
        InertAction.ignore("ChatMessageController.createNewReply")
        completion?(.success(messageId ?? UUID().uuidString.lowercased()))
    }

    public func flag(
        reason: String? = nil, extraData: [String: RawJSON]? = nil,
        completion: ((Error?) -> Void)? = nil
    ) {
        ignore("flag", completion)
    }

    public func unflag(completion: ((Error?) -> Void)? = nil) { ignore("unflag", completion) }

    public func addReaction(
        _ type: MessageReactionType, score: Int = 1, enforceUnique: Bool = false,
        skipPush: Bool = false, pushEmojiCode: String? = nil,
        extraData: [String: RawJSON] = [:], completion: ((Error?) -> Void)? = nil
    ) {
        ignore("addReaction", completion)
    }

    public func deleteReaction(_ type: MessageReactionType, completion: ((Error?) -> Void)? = nil) {
        ignore("deleteReaction", completion)
    }

    public func pin(_ pinning: MessagePinning, completion: ((Error?) -> Void)? = nil) { ignore("pin", completion) }

    public func unpin(completion: ((Error?) -> Void)? = nil) { ignore("unpin", completion) }

    public func resendMessage(completion: ((Error?) -> Void)? = nil) { ignore("resendMessage", completion) }

    public func dispatchEphemeralMessageAction(_ action: AttachmentAction, completion: ((Error?) -> Void)? = nil) {
        ignore("dispatchEphemeralMessageAction", completion)
    }

    public func markThreadRead(completion: ((Error?) -> Void)? = nil) { ignore("markThreadRead", completion) }

    public func markThreadUnread(completion: ((Error?) -> Void)? = nil) { ignore("markThreadUnread", completion) }
}
