/// Whose archive a channel is archived in (the SDK's `ChannelArchivingScope`).
public enum ChannelArchivingScope: Sendable {
    /// The current user's.
    case me
}
