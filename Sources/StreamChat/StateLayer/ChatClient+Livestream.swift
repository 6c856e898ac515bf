extension ChatClient {
    /// A livestream chat of the channel `cid`.
    public func makeLivestreamChat(for cid: ChannelId) -> LivestreamChat {
        makeLivestreamChat(with: ChannelQuery(cid: cid))
    }
    /// A livestream chat of the channel `channelQuery` names.
    public func makeLivestreamChat(with channelQuery: ChannelQuery) -> LivestreamChat {
        LivestreamChat(channelQuery: channelQuery, client: self)
    }
}
