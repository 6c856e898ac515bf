/// The composer's state (extensible like the SDK's: `ComposerState(rawValue: "custom")`).
public struct ComposerState: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public static let new: ComposerState = "new"
    public static let edit: ComposerState = "edit"
    public static let quote: ComposerState = "quote"
}

extension ComposerState {
    /// A voice message is being recorded while the record button is held.
    public static let recording: ComposerState = "recording"
    /// A voice message is being recorded hands-free (the lock was slid up).
    public static let recordingLocked: ComposerState = "recordingLocked"
}
