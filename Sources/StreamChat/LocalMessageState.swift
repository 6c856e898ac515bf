/// The sending state of a message that has not reached the server (chatshot extension: message field `local_state`).
public enum LocalMessageState: String, Hashable, Sendable, CaseIterable {
    case pending, sending, syncing, deleting, sendingFailed, syncingFailed, deletingFailed

    /// Whether the last action failed (the SDK's error indicator).
    public var isFailed: Bool { self == .sendingFailed || self == .syncingFailed || self == .deletingFailed }
}
