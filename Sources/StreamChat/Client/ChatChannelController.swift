import Foundation

/// A channel and its messages (the SDK's `ChatChannelController`), made by `ChatClient.channelController(for:)`.
///
/// Offline, it serves the transcript's channel; `synchronize` succeeds at once, every page is loaded, and write
/// actions (sending, editing members, muting, …) do nothing but warn once on stderr, then report success.
public class ChatChannelController: DataController, DataStoreProvider, @unchecked Sendable {
    /// The query the controller was made with.
    public let channelQuery: ChannelQuery
    /// The channel list the channel was opened from, if any.
    public let channelListQuery: ChannelListQuery?
    /// The client that made the controller.
    public let client: ChatClient
    /// The order of `messages`.
    public let messageOrdering: MessageOrdering

    /// The channel a creating controller proposes (`channelController(createChannelWithId:…)`), served when the
    /// transcript has no channel with its cid.
    let proposedChannel: ChatChannel?

    init(
        channelQuery: ChannelQuery, channelListQuery: ChannelListQuery?, client: ChatClient,
        messageOrdering: MessageOrdering = .topToBottom, proposedChannel: ChatChannel? = nil
    ) {
        self.channelQuery = channelQuery
        self.channelListQuery = channelListQuery
        self.client = client
        self.messageOrdering = messageOrdering
        self.proposedChannel = proposedChannel
    }

    /// The channel's cid.
    public var cid: ChannelId? { channelQuery.cid }

    /// The channel, from the render's transcript (a channel a creating controller proposes when the transcript
    /// has none with its cid).
    public var channel: ChatChannel? { cid.flatMap { OfflineChatStore.current.channel($0) } ?? proposedChannel }

    /// The channel's messages (thread replies only when shown in the channel): newest first for `.topToBottom`.
    public var messages: LazyCachedMapCollection<ChatMessage> {
        let shown = (channel?.messages ?? []).filter { $0.parentMessageId == nil || $0.showReplyInChannel }
        return LazyCachedMapCollection(messageOrdering == .topToBottom ? shown.reversed() : shown)
    }

    /// Told of the controller's changes. Offline, of state changes only.
    public var delegate: ChatChannelControllerDelegate? {
        get { stateDelegate as? ChatChannelControllerDelegate }
        set { stateDelegate = newValue }
    }

    public var hasLoadedAllPreviousMessages: Bool { true }
    public var hasLoadedAllNextMessages: Bool { true }
    public var isLoadingPreviousMessages: Bool { false }
    public var isLoadingNextMessages: Bool { false }
    public var isLoadingMiddleMessages: Bool { false }
    public var isJumpingToMessage: Bool { false }
    public var isMarkedAsUnread: Bool { false }

    /// The current user's last read message.
    public var lastReadMessageId: MessageId? {
        guard let channel, let userId = client.currentUserId else { return nil }
        return channel.lastReadMessageId(userId: userId)
    }

    /// The oldest message the current user has not read, if any.
    public var firstUnreadMessageId: MessageId? { channel.flatMap(getFirstUnreadMessageId(for:)) }

    /// The oldest message of `channel` the current user has not read, if any.
    public func getFirstUnreadMessageId(for channel: ChatChannel) -> MessageId? {
        guard let userId = client.currentUserId,
            let read = channel.reads.first(where: { $0.user.id == userId })
        else { return nil }
        return channel.messages.first { $0.createdAt > read.lastReadAt && $0.author.id != userId }?.id
    }

    // MARK: Loading (the transcript is all loaded)

    public func loadPreviousMessages(
        before messageId: MessageId? = nil, limit: Int? = nil,
        completion: ((Error?) -> Void)? = nil
    ) {
        completion?(nil)
    }

    public func loadNextMessages(
        after messageId: MessageId? = nil, limit: Int? = nil,
        completion: ((Error?) -> Void)? = nil
    ) {
        completion?(nil)
    }

    public func loadPageAroundMessageId(
        _ messageId: MessageId, limit: Int? = nil,
        completion: ((Error?) -> Void)? = nil
    ) {
        completion?(nil)
    }

    public func loadFirstPage(_ completion: ((_ error: Error?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Seconds left of the slow mode's cooldown: none in a still picture.
    public func currentCooldownTime() -> Int { 0 }

    // MARK: Write actions (inert)

    private func ignore(_ name: String, _ completion: ((Error?) -> Void)?) {
        InertAction.ignore("ChatChannelController.\(name)")
        completion?(nil)
    }

    private func ignore(_ name: String, messageId: MessageId?, _ completion: ((Result<MessageId, Error>) -> Void)?) {
        InertAction.ignore("ChatChannelController.\(name)")
        completion?(.success(messageId ?? UUID().uuidString.lowercased()))
    }

    public func createNewMessage(
        messageId: MessageId? = nil, text: String, pinning: MessagePinning? = nil,
        isSilent: Bool = false, attachments: [AnyAttachmentPayload] = [],
        mentionedUserIds: [UserId] = [], quotedMessageId: MessageId? = nil,
        skipPush: Bool = false, skipEnrichUrl: Bool = false,
        restrictedVisibility: [UserId] = [], extraData: [String: RawJSON] = [:],
        completion: ((Result<MessageId, Error>) -> Void)? = nil
    ) {
        ignore("createNewMessage", messageId: messageId, completion)
    }

    /// Sends a message with a static location: ignored in a still render (warns once), then reports success.
    public func sendStaticLocation(
        _ location: LocationInfo, text: String? = nil, messageId: MessageId? = nil,
        quotedMessageId: MessageId? = nil, extraData: [String: RawJSON] = [:],
        completion: ((Result<MessageId, Error>) -> Void)? = nil
    ) {
        ignore("sendStaticLocation", messageId: messageId, completion)
    }

    /// Starts sharing the current user's live location until `endDate`: ignored in a still render (warns once),
    /// then reports success.
    public func startLiveLocationSharing(
        _ location: LocationInfo, endDate: Date, text: String? = nil, extraData: [String: RawJSON] = [:],
        completion: ((Result<MessageId, Error>) -> Void)? = nil
    ) {
        ignore("startLiveLocationSharing", messageId: nil, completion)
    }

    public func createSystemMessage(
        text: String, messageId: MessageId? = nil, restrictedVisibility: [UserId] = [],
        extraData: [String: RawJSON] = [:],
        completion: ((Result<MessageId, Error>) -> Void)? = nil
    ) {
        ignore("createSystemMessage", messageId: messageId, completion)
    }

    public func updateChannel(
        name: String?, imageURL: URL?, team: String?, members: Set<UserId> = [],
        invites: Set<UserId> = [], filterTags: Set<String> = [],
        extraData: [String: RawJSON] = [:], completion: ((Error?) -> Void)? = nil
    ) {
        ignore("updateChannel", completion)
    }

    public func partialChannelUpdate(
        name: String? = nil, imageURL: URL? = nil, team: String? = nil,
        members: Set<UserId> = [], invites: Set<UserId> = [],
        filterTags: Set<String> = [], extraData: [String: RawJSON] = [:],
        unsetProperties: [String] = [], completion: ((Error?) -> Void)? = nil
    ) {
        ignore("partialChannelUpdate", completion)
    }

    public func muteChannel(expiration: Int? = nil, completion: ((Error?) -> Void)? = nil) {
        ignore("muteChannel", completion)
    }

    public func unmuteChannel(completion: ((Error?) -> Void)? = nil) { ignore("unmuteChannel", completion) }

    public func archive(scope: ChannelArchivingScope = .me, completion: ((Error?) -> Void)? = nil) {
        ignore("archive", completion)
    }

    public func unarchive(scope: ChannelArchivingScope = .me, completion: ((Error?) -> Void)? = nil) {
        ignore("unarchive", completion)
    }

    public func deleteChannel(completion: ((Error?) -> Void)? = nil) { ignore("deleteChannel", completion) }

    public func truncateChannel(
        skipPush: Bool = false, hardDelete: Bool = true, systemMessage: String? = nil,
        completion: ((Error?) -> Void)? = nil
    ) {
        ignore("truncateChannel", completion)
    }

    public func hideChannel(clearHistory: Bool = false, completion: ((Error?) -> Void)? = nil) {
        ignore("hideChannel", completion)
    }

    public func showChannel(completion: ((Error?) -> Void)? = nil) { ignore("showChannel", completion) }

    public func sendKeystrokeEvent(parentMessageId: MessageId? = nil, completion: ((Error?) -> Void)? = nil) {
        ignore("sendKeystrokeEvent", completion)
    }

    public func sendStartTypingEvent(parentMessageId: MessageId? = nil, completion: ((Error?) -> Void)? = nil) {
        ignore("sendStartTypingEvent", completion)
    }

    public func sendStopTypingEvent(parentMessageId: MessageId? = nil, completion: ((Error?) -> Void)? = nil) {
        ignore("sendStopTypingEvent", completion)
    }

    public func addMembers(
        userIds: Set<UserId>, hideHistory: Bool = false, hideHistoryBefore: Date? = nil,
        message: String? = nil, completion: ((Error?) -> Void)? = nil
    ) {
        ignore("addMembers", completion)
    }

    public func removeMembers(userIds: Set<UserId>, message: String? = nil, completion: ((Error?) -> Void)? = nil) {
        ignore("removeMembers", completion)
    }

    public func inviteMembers(userIds: Set<UserId>, completion: ((Error?) -> Void)? = nil) {
        ignore("inviteMembers", completion)
    }

    public func acceptInvite(message: String? = nil, completion: ((Error?) -> Void)? = nil) {
        ignore("acceptInvite", completion)
    }

    public func rejectInvite(completion: ((Error?) -> Void)? = nil) { ignore("rejectInvite", completion) }

    public func markRead(completion: ((Error?) -> Void)? = nil) { ignore("markRead", completion) }

    public func markUnread(from messageId: MessageId, completion: ((Result<ChatChannel, Error>) -> Void)? = nil) {
        InertAction.ignore("ChatChannelController.markUnread")
        completion?(channel.map { .success($0) } ?? .failure(ClientError("No channel \(cid?.rawValue ?? "")")))
    }

    public func enableSlowMode(cooldownDuration: Int, completion: ((Error?) -> Void)? = nil) {
        ignore("enableSlowMode", completion)
    }

    public func disableSlowMode(completion: ((Error?) -> Void)? = nil) { ignore("disableSlowMode", completion) }

    public func startWatching(isInRecoveryMode: Bool, completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    public func stopWatching(completion: ((Error?) -> Void)? = nil) { completion?(nil) }

    public func freezeChannel(completion: ((Error?) -> Void)? = nil) { ignore("freezeChannel", completion) }

    public func unfreezeChannel(completion: ((Error?) -> Void)? = nil) { ignore("unfreezeChannel", completion) }

    public func pin(scope: ChannelPinningScope = .me, completion: ((Error?) -> Void)? = nil) {
        ignore("pin", completion)
    }

    public func unpin(scope: ChannelPinningScope = .me, completion: ((Error?) -> Void)? = nil) {
        ignore("unpin", completion)
    }

    public func deletePoll(pollId: String, completion: ((Error?) -> Void)? = nil) {
        ignore("deletePoll", completion)
    }

    public func deleteFile(url: String, completion: ((Error?) -> Void)? = nil) { ignore("deleteFile", completion) }

    public func deleteImage(url: String, completion: ((Error?) -> Void)? = nil) { ignore("deleteImage", completion) }
}

extension ChatChannelController {
    /// Whether the channel sends typing events (its config).
    public var areTypingEventsEnabled: Bool { channel?.config.typingEventsEnabled ?? false }
    /// Whether the channel takes reactions.
    public var areReactionsEnabled: Bool { channel?.config.reactionsEnabled ?? false }
    /// Whether the channel takes thread replies.
    public var areRepliesEnabled: Bool { channel?.config.repliesEnabled ?? false }
    /// Whether the channel takes quotes.
    public var areQuotesEnabled: Bool { channel?.config.quotesEnabled ?? false }
    /// Whether the channel sends read events.
    public var areReadEventsEnabled: Bool { channel?.config.readEventsEnabled ?? false }
}

extension ChatChannel {
    /// The last message `userId` has read here.
    public func lastReadMessageId(userId: UserId) -> MessageId? {
        guard let read = reads.first(where: { $0.user.id == userId }) else { return nil }
        return read.lastReadMessageId ?? messages.last { $0.createdAt <= read.lastReadAt }?.id
    }
}
