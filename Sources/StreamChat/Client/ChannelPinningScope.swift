/// Whose pin a channel pin is (the SDK's `ChannelPinningScope`).
public enum ChannelPinningScope: Sendable {
    /// The current user's.
    case me
}
