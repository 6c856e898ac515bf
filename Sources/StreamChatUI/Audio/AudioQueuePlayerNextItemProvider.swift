import Foundation
import StreamChat

/// Finds the recording to play after one ends (`Components.audioQueuePlayerNextItemProvider`): inert in a still
/// picture; it finds none.
open class AudioQueuePlayerNextItemProvider {
    /// Where the next recording is looked for.
    public struct LookUpScope: RawRepresentable, Equatable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The same message's recordings.
        public static let sameMessage = LookUpScope(rawValue: "same-message")
        /// The user's following messages.
        public static let subsequentMessagesFromUser = LookUpScope(rawValue: "subsequent-messages-from-user")
    }

    public required init() {}

    /// The URL of the recording after `currentAssetURL` among `messages` (none in chatshot).
    open func findNextItem(
        in messages: [ChatMessage], currentVoiceRecordingURL: URL?, lookUpScope: LookUpScope
    ) -> URL? { nil }
}
