import StreamChat

extension ChatMessage {
    /// Every reaction type of the message with its score and count, and whether the current user chose it (the
    /// SDK's `reactionsData`), in no set order: sort it with `Components.reactionsSorting`.
    public var reactionsData: [ChatMessageReactionData] {
        let own = Set(currentUserReactions.map(\.type))
        let types = Set(reactionScores.keys).union(reactionCounts.keys)
        return types.sorted().map { type in
            ChatMessageReactionData(
                type: type, score: reactionScores[type] ?? 0, count: reactionCounts[type] ?? 0,
                isChosenByCurrentUser: own.contains(type))
        }
    }
}
