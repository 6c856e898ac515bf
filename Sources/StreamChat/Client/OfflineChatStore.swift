import Foundation

/// The data chatshot's client layer serves: the transcript's channels, their messages and the current user. A render
/// fills one and makes it current on its thread for the render's duration, so the controllers an app's view
/// controllers make (`ChatClient.channelController(for:)`, …) read the transcript. Not app API.
package final class OfflineChatStore: @unchecked Sendable {
    /// The channels, in the transcript's order.
    package let channels: [ChatChannel]
    /// The user the transcript is seen by.
    package let currentUser: ChatUser?

    package init(channels: [ChatChannel], currentUser: ChatUser?) {
        self.channels = channels
        self.currentUser = currentUser
    }

    /// The calling thread's store (an empty one outside a render).
    package static var current: OfflineChatStore { installed ?? empty }

    /// The store set on the calling thread, if any; a render sets its own and restores the previous one.
    package static var installed: OfflineChatStore? {
        get { Thread.current.threadDictionary[key] as? OfflineChatStore }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    /// Runs `body` with this store as the current one on this thread, then restores the previous one.
    package func performAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let previous = Self.installed
        Self.installed = self
        defer { Self.installed = previous }
        return try body()
    }

    /// The channel with this cid.
    package func channel(_ cid: ChannelId) -> ChatChannel? {
        channels.first { $0.cid == cid }
    }

    /// The message with this id in the channel `cid` (any channel when `cid` is nil).
    package func message(_ id: MessageId, in cid: ChannelId?) -> ChatMessage? {
        let scope = cid.map { cid in channels.filter { $0.cid == cid } } ?? channels
        for channel in scope {
            if let message = channel.messages.first(where: { $0.id == id }) { return message }
        }
        return nil
    }

    private static let key = "chatshot.OfflineChatStore"
    private static let empty = OfflineChatStore(channels: [], currentUser: nil)
}
