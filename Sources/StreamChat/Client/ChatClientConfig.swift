import Foundation

/// How a `ChatClient` is set up (the SDK's `ChatClientConfig`). Offline, chatshot keeps the values and uses none of
/// them: there is no server, socket or local database.
public struct ChatClientConfig: Sendable {
    public let apiKey: APIKey
    public var isLocalStorageEnabled = true
    public var shouldFlushLocalStorageOnStart = false
    public var isClientInActiveMode = false
    public var shouldConnectAutomatically = true
    public var staysConnectedInBackground = true
    public var maxAttachmentCountPerMessage = 30
    public var shouldShowShadowedMessages = false
    public var timeoutIntervalForRequest: TimeInterval = 30
    public var isChannelAutomaticFilteringEnabled = true
    public var applicationGroupIdentifier: String?
    public var localStorageFolderURL: URL?
    /// Whether deleted messages show (the SDK's `deletedMessagesVisibility`).
    public var deletedMessagesVisibility: DeletedMessageVisibility = .alwaysVisible

    /// Which deleted messages the message list shows.
    public enum DeletedMessageVisibility: String, Sendable, CustomStringConvertible {
        case alwaysHidden
        case visibleForCurrentUser
        case alwaysVisible

        public var description: String { rawValue }
    }

    public init(apiKey: APIKey) {
        self.apiKey = apiKey
    }

    public init(apiKeyString: String) {
        self.init(apiKey: APIKey(apiKeyString))
    }
}
