import Foundation

/// A livestream channel's chat (the SDK's `LivestreamChat`, from `ChatClient.makeLivestreamChat(for:)`): state kept
/// in memory, published on `state`. Offline, `state` holds the transcript's channel from the start, so `get()`,
/// `watch()` and the page loads complete at once, `pause()` and `resume()` switch `state.isPaused`, and writes (sending, reactions, typing, moderation)
/// change nothing but warn once on stderr.
public final class LivestreamChat: @unchecked Sendable {
    private let client: ChatClient
    private let channelQuery: ChannelQuery
    private let lock = NSLock()
    private var settings = (fromCache: false, countSkipped: false, limits: MaxMessageLimitOptions?.none)
    @MainActor private var builtState: LivestreamChatState?

    init(channelQuery: ChannelQuery, client: ChatClient) {
        self.channelQuery = channelQuery
        self.client = client
    }

    /// What the chat shows.
    @MainActor public var state: LivestreamChatState {
        if let builtState { return builtState }
        let made = LivestreamChatState(channelQuery: channelQuery, client: client)
        builtState = made
        return made
    }

    /// Whether the first page comes from the local cache (kept).
    public var loadInitialMessagesFromCache: Bool {
        get { lock.withLock { settings.fromCache } }
        set { lock.withLock { settings.fromCache = newValue } }
    }
    /// Whether messages arriving while paused are counted in `state.skippedMessagesAmount` (kept: none arrive).
    public var countSkippedMessagesWhenPaused: Bool {
        get { lock.withLock { settings.countSkipped } }
        set { lock.withLock { settings.countSkipped = newValue } }
    }
    /// How many messages are kept in memory (kept: a transcript never reaches it).
    public var maxMessageLimitOptions: MaxMessageLimitOptions? {
        get { lock.withLock { settings.limits } }
        set { lock.withLock { settings.limits = newValue } }
    }

    // MARK: Loading (the transcript is all loaded)

    /// Loads the channel and its first page of messages: `state` has them already.
    public func get() async throws {}
    /// Loads the channel and watches it for events (none arrive offline).
    public func watch() async throws { try await get() }
    /// Stops watching the channel.
    public func stopWatching() async throws {}
    /// Loads older messages: all are loaded.
    public func loadOlderMessages(before messageId: MessageId? = nil, limit: Int? = nil) async throws {}
    /// Loads newer messages: all are loaded.
    public func loadNewerMessages(after messageId: MessageId? = nil, limit: Int? = nil) async throws {}
    /// Loads the messages around `messageId`: all are loaded.
    public func loadMessages(around messageId: MessageId, limit: Int? = nil) async throws {}
    /// Loads the newest page again: all are loaded.
    public func loadFirstPage() async throws {}

    // MARK: Pausing

    /// Holds back new messages (`state.isPaused`).
    public func pause() {
        Task { @MainActor [weak self] in self?.state.isPaused = true }
    }
    /// Lets new messages in again (`state.isPaused` off, no skipped messages).
    @MainActor public func resume() async throws {
        state.isPaused = false
        state.skippedMessagesAmount = 0
    }

    // MARK: Writes (inert)

    /// Sends a message: ignored in a still render (a warning), returns a new message id.
    @discardableResult
    public func sendMessage(
        with text: String, attachments: [AnyAttachmentPayload] = [], quote quotedMessageId: MessageId? = nil,
        mentions: [UserId] = [], pinning: MessagePinning? = nil, silent: Bool = false,
        skipPushNotification: Bool = false, skipEnrichURL: Bool = false, restrictedVisibility: [UserId] = [],
        extraData: [String: RawJSON] = [:], messageId: MessageId? = nil
    ) async throws -> MessageId {
        InertAction.ignore("LivestreamChat.sendMessage")
        return messageId ?? UUID().uuidString.lowercased()
    }
    /// Deletes a message: ignored in a still render.
    public func deleteMessage(_ messageId: MessageId, hard: Bool = false) async throws {
        InertAction.ignore("LivestreamChat.deleteMessage")
    }
    /// Tells others the user types: ignored in a still render.
    public func keystroke(parentMessageId: MessageId? = nil) async throws {
        InertAction.ignore("LivestreamChat.keystroke")
    }
    /// Tells others the user stopped typing: ignored in a still render.
    public func stopTyping(parentMessageId: MessageId? = nil) async throws {
        InertAction.ignore("LivestreamChat.stopTyping")
    }
}
