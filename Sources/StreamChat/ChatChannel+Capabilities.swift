import Foundation

/// The SDK's capability accessors of a channel: whether the current user may do something here. Each one reads
/// Stream's `own_capabilities` when the transcript lists them. When it does not, chatshot decides as the SDK's
/// offline fallbacks do: the channel config where it has a switch (reactions, replies, quotes, read and typing
/// events, mutes, shared locations), allowed for what any member may do, and not allowed for moderator actions
/// (banning, freezing, deleting or editing others' messages, changing the channel or its members, cooldowns).
extension ChatChannel {
    private func can(_ capability: String, else fallback: Bool) -> Bool {
        ownCapabilities.map { $0.contains(capability) } ?? fallback
    }

    /// Whether the current user may ban members (`ban-channel-members`).
    public var canBanChannelMembers: Bool { can("ban-channel-members", else: false) }
    /// Whether the current user receives connect events (`connect-events`).
    public var canReceiveConnectEvents: Bool { can("connect-events", else: true) }
    /// Whether the current user may delete anyone's message (`delete-any-message`).
    public var canDeleteAnyMessage: Bool { can("delete-any-message", else: false) }
    /// Whether the current user may delete the channel (`delete-channel`).
    public var canDeleteChannel: Bool { can("delete-channel", else: false) }
    /// Whether the current user may delete own messages (`delete-own-message`).
    public var canDeleteOwnMessage: Bool { can("delete-own-message", else: true) }
    /// Whether the current user may flag a message (`flag-message`).
    public var canFlagMessage: Bool { can("flag-message", else: true) }
    /// Whether the current user may freeze the channel (`freeze-channel`).
    public var canFreezeChannel: Bool { can("freeze-channel", else: false) }
    /// Whether the current user may leave the channel (`leave-channel`).
    public var canLeaveChannel: Bool { can("leave-channel", else: true) }
    /// Whether the current user may join the channel (`join-channel`).
    public var canJoinChannel: Bool { can("join-channel", else: false) }
    /// Whether the current user may mute the channel (`mute-channel`; else the config's mutes).
    public var canMuteChannel: Bool { can("mute-channel", else: config.mutesEnabled) }
    /// Whether the current user may pin a message (`pin-message`).
    public var canPinMessage: Bool { can("pin-message", else: true) }
    /// Whether the current user may quote a message (`quote-message`; else the config's quotes).
    public var canQuoteMessage: Bool { can("quote-message", else: config.quotesEnabled) }
    /// Whether the current user receives read events (`read-events`; else the config's read events).
    public var canReceiveReadEvents: Bool { can("read-events", else: config.readEventsEnabled) }
    /// Whether the current user may search messages (`search-messages`).
    public var canSearchMessages: Bool { can("search-messages", else: true) }
    /// Whether the current user may send custom events (`send-custom-events`).
    public var canSendCustomEvents: Bool { can("send-custom-events", else: true) }
    /// Whether the current user may send links (`send-links`).
    public var canSendLinks: Bool { can("send-links", else: true) }
    /// Whether the current user may react (`send-reaction`; else the config's reactions).
    public var canSendReaction: Bool { can("send-reaction", else: config.reactionsEnabled) }
    /// Whether the current user may reply in a thread (`send-reply`; else the config's replies).
    public var canSendReply: Bool { can("send-reply", else: config.repliesEnabled) }
    /// Whether the current user may set the slow-mode cooldown (`set-channel-cooldown`).
    public var canSetChannelCooldown: Bool { can("set-channel-cooldown", else: false) }
    /// Whether the current user sends typing events (`send-typing-events`; else the config's typing events).
    public var canSendTypingEvents: Bool { can("send-typing-events", else: config.typingEventsEnabled) }
    /// Whether the current user may edit anyone's message (`update-any-message`).
    public var canUpdateAnyMessage: Bool { can("update-any-message", else: false) }
    /// Whether the current user may change the channel (`update-channel`).
    public var canUpdateChannel: Bool { can("update-channel", else: false) }
    /// Whether the current user may change the members (`update-channel-members`).
    public var canUpdateChannelMembers: Bool { can("update-channel-members", else: false) }
    /// Whether the current user may edit own messages (`update-own-message`).
    public var canUpdateOwnMessage: Bool { can("update-own-message", else: true) }
    /// Whether the current user may join a call (`join-call`).
    public var canJoinCall: Bool { can("join-call", else: false) }
    /// Whether the current user may start a call (`create-call`).
    public var canCreateCall: Bool { can("create-call", else: false) }
    /// Whether slow mode is on (`slow-mode`; else a cooldown above zero).
    public var isSlowMode: Bool { can("slow-mode", else: cooldownDuration > 0) }
    /// Whether the current user may send a poll (`send-poll`).
    public var canSendPoll: Bool { can("send-poll", else: true) }
    /// Whether the current user may vote in a poll (`cast-poll-vote`).
    public var canCastPollVote: Bool { can("cast-poll-vote", else: true) }
    /// Whether the current user may share a location (`share-location`; else the config's shared locations).
    public var canShareLocation: Bool { can("share-location", else: config.sharedLocationsEnabled) }

    /// The members most recently active, as the SDK's `lastActiveMembers`: the transcript's members in its order
    /// (transcripts carry no join times: each member's `memberCreatedAt` is the channel's `createdAt`).
    public var lastActiveMembers: [ChatChannelMember] {
        members.map { ChatChannelMember(user: $0, memberCreatedAt: createdAt) }
    }
}
