import Foundation
import StreamChat

/// What a `ChatMessageListVC` shows (the SDK's `ChatMessageListVCDataSource`): `ChatChannelVC` and `ChatThreadVC`
/// are data sources.
@preconcurrency @MainActor
public protocol ChatMessageListVCDataSource: AnyObject {
    /// Whether the newest page of messages is loaded.
    var isFirstPageLoaded: Bool { get }
    /// Whether the oldest page of messages is loaded.
    var isLastPageLoaded: Bool { get }
    /// The messages shown, newest first.
    var messages: [ChatMessage] { get set }
    /// The channel of the messages.
    func channel(for vc: ChatMessageListVC) -> ChatChannel?
    /// How many messages the list shows.
    func numberOfMessages(in vc: ChatMessageListVC) -> Int
    /// The message at a row (row 0 is the newest).
    func chatMessageListVC(_ vc: ChatMessageListVC, messageAt indexPath: IndexPath) -> ChatMessage?
    /// The layout options of the message at a row.
    func chatMessageListVC(_ vc: ChatMessageListVC, messageLayoutOptionsAt indexPath: IndexPath)
        -> ChatMessageLayoutOptions
}

extension ChatMessageListVCDataSource {
    public var isFirstPageLoaded: Bool { true }
    public var isLastPageLoaded: Bool { false }
}
