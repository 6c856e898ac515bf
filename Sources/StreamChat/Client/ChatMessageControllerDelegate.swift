/// Told of a message controller's changes (the SDK's `ChatMessageControllerDelegate`). Offline, only of its state.
public protocol ChatMessageControllerDelegate: DataControllerStateDelegate {
    func messageController(_ controller: ChatMessageController, didChangeMessage change: EntityChange<ChatMessage>)
    func messageController(_ controller: ChatMessageController, didChangeReplies changes: [ListChange<ChatMessage>])
    func messageController(_ controller: ChatMessageController, didChangeReactions reactions: [ChatMessageReaction])
}

extension ChatMessageControllerDelegate {
    public func messageController(
        _ controller: ChatMessageController, didChangeMessage change: EntityChange<ChatMessage>
    ) {}
    public func messageController(
        _ controller: ChatMessageController, didChangeReplies changes: [ListChange<ChatMessage>]
    ) {}
    public func messageController(
        _ controller: ChatMessageController,
        didChangeReactions reactions: [ChatMessageReaction]
    ) {}
}
