import Foundation
import OpenCombine

/// What a livestream chat shows (the SDK's `LivestreamChatState`), published for an app's Combine pipelines
/// (`state.$messages.sink { … }`). Offline it holds the transcript's channel and its messages, newest first, from
/// the moment it is made (on the render's thread, whose transcript it reads); nothing arrives later, so only
/// pausing and resuming change it.
@MainActor public final class LivestreamChatState: ObservableObject {
    /// The client that made the chat.
    public let client: ChatClient
    /// The query the chat was made with.
    public let channelQuery: ChannelQuery
    /// The channel's cid.
    public var cid: ChannelId? { channelQuery.cid }

    /// The channel, once loaded.
    @Published public internal(set) var channel: ChatChannel?
    /// The channel's messages, newest first (thread replies only when shown in the channel).
    @Published public internal(set) var messages: [ChatMessage] = []
    /// Whether new messages are held back (the user scrolled away).
    @Published public internal(set) var isPaused = false
    /// How many messages were held back while paused.
    @Published public internal(set) var skippedMessagesAmount = 0
    /// Who is typing: nobody, offline.
    @Published public internal(set) var typingUsers: Set<ChatUser> = []

    /// Every page is loaded: the transcript is the whole channel.
    public var hasLoadedAllOldestMessages: Bool { true }
    /// Every page is loaded: the transcript is the whole channel.
    public var hasLoadedAllNewestMessages: Bool { true }
    /// Nothing loads offline.
    public var isLoadingNewerMessages: Bool { false }
    /// Nothing loads offline.
    public var isLoadingOlderMessages: Bool { false }
    /// Nothing loads offline.
    public var isLoadingMiddleMessages: Bool { false }
    /// Nothing loads offline.
    public var isJumpingToMessage: Bool { false }
    /// Seconds until the user may write again in slow mode: none.
    public var remainingCooldownDuration: Int { 0 }

    init(channelQuery: ChannelQuery, client: ChatClient) {
        self.channelQuery = channelQuery
        self.client = client
        load()
    }

    /// Reads the channel and its messages from the render's transcript.
    private func load() {
        let loaded = channelQuery.cid.flatMap { OfflineChatStore.current.channel($0) }
        channel = loaded
        let shown = (loaded?.messages ?? []).filter { $0.parentMessageId == nil || $0.showReplyInChannel }
        messages = shown.reversed()
    }
}
