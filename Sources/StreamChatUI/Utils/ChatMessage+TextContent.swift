import StreamChat

extension ChatMessage {
    /// The text a message's bubble shows (the SDK's): none for an ephemeral message, the SDK's "Message deleted"
    /// (in the render's language) for a deleted one, else the message's text.
    public var textContent: String? {
        guard type != .ephemeral else { return nil }
        return isDeleted ? L10n.text("Message deleted") : text
    }
}
