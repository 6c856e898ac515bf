/// The order a channel controller lists messages in (the SDK's `MessageOrdering`).
public enum MessageOrdering: Sendable {
    /// Newest first: `messages[0]` is the newest (the message list's order).
    case topToBottom
    /// Oldest first.
    case bottomToTop
}
