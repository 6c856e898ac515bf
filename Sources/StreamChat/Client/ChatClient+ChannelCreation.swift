import Foundation

extension ChatClient {
    /// A controller of the channel `cid` that creates it if needed (the SDK's signature). Offline, nothing is
    /// created: the controller serves the transcript's channel `cid` when there is one, else a new empty channel
    /// with this name, image, members and extra data (the current user among them when `isCurrentUserMember`).
    ///
    /// Throws `ClientError.CurrentUserDoesNotExist` without a current user, as the SDK does.
    public func channelController(
        createChannelWithId cid: ChannelId,
        name: String? = nil,
        imageURL: URL? = nil,
        team: String? = nil,
        members: Set<UserId> = [],
        isCurrentUserMember: Bool = true,
        messageOrdering: MessageOrdering = .topToBottom,
        invites: Set<UserId> = [],
        filterTags: Set<String> = [],
        extraData: [String: RawJSON] = [:],
        channelListQuery: ChannelListQuery? = nil
    ) throws -> ChatChannelController {
        guard let currentUserId else { throw ClientError.CurrentUserDoesNotExist() }
        let everyone = isCurrentUserMember ? members.union([currentUserId]) : members
        let proposed =
            OfflineChatStore.current.channel(cid) == nil
            ? Self.newChannel(cid: cid, name: name, imageURL: imageURL, members: everyone, extraData: extraData) : nil
        return ChatChannelController(
            channelQuery: ChannelQuery(cid: cid), channelListQuery: channelListQuery, client: self,
            messageOrdering: messageOrdering, proposedChannel: proposed)
    }

    /// A controller of the direct-message channel of `members` (the SDK's signature): the channel is the one those
    /// members (and the current user, when `isCurrentUserMember`) share, made if none exists. Offline, that is the
    /// transcript's channel of `type` with exactly those members when there is one, else a new empty channel whose
    /// id chatshot makes from the members (`!members-` and their sorted ids; Stream's server would choose one).
    ///
    /// Throws `ClientError.CurrentUserDoesNotExist` without a current user and `ClientError.ChannelEmptyMembers`
    /// when `members` is empty, as the SDK does.
    public func channelController(
        createDirectMessageChannelWith members: Set<UserId>,
        type: ChannelType = .messaging,
        isCurrentUserMember: Bool = true,
        messageOrdering: MessageOrdering = .topToBottom,
        name: String? = nil,
        imageURL: URL? = nil,
        team: String? = nil,
        filterTags: Set<String> = [],
        extraData: [String: RawJSON],
        channelListQuery: ChannelListQuery? = nil
    ) throws -> ChatChannelController {
        guard let currentUserId else { throw ClientError.CurrentUserDoesNotExist() }
        guard !members.isEmpty else { throw ClientError.ChannelEmptyMembers() }
        let everyone = isCurrentUserMember ? members.union([currentUserId]) : members
        if let existing = OfflineChatStore.current.channels.first(where: {
            $0.cid.type == type && Set($0.members.map(\.id)) == everyone
        }) {
            return ChatChannelController(
                channelQuery: ChannelQuery(cid: existing.cid), channelListQuery: channelListQuery, client: self,
                messageOrdering: messageOrdering)
        }
        let cid = ChannelId(type: type, id: "!members-" + everyone.sorted().joined(separator: "-"))
        return ChatChannelController(
            channelQuery: ChannelQuery(cid: cid), channelListQuery: channelListQuery, client: self,
            messageOrdering: messageOrdering,
            proposedChannel: Self.newChannel(
                cid: cid, name: name, imageURL: imageURL, members: everyone, extraData: extraData))
    }

    /// A channel not in the transcript: no messages, its members the transcript's users with these ids (a user
    /// the transcript does not know is just an id).
    private static func newChannel(
        cid: ChannelId, name: String?, imageURL: URL?, members: Set<UserId>, extraData: [String: RawJSON]
    ) -> ChatChannel {
        let store = OfflineChatStore.current
        let known = store.channels.flatMap(\.members) + (store.currentUser.map { [$0] } ?? [])
        let users = members.sorted().map { id in known.first { $0.id == id } ?? ChatUser(id: id) }
        var channel = ChatChannel(
            cid: cid, name: name, imageURL: imageURL, members: users, createdAt: Date())
        channel.extraData = extraData
        return channel
    }
}
