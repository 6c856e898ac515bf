import Foundation

/// The reactions of one message matching a `ReactionListQuery` (the SDK's `ChatReactionListController`), made by
/// `ChatClient.reactionListController(query:)`.
///
/// Offline, it serves the transcript's reactions of the message (its `latest_reactions`) that pass the query's
/// filter; `synchronize` loads them all at once and tells the delegate of each as an insertion, and
/// `loadMoreReactions` has nothing more to load.
public class ChatReactionListController: DataController, DataStoreProvider, @unchecked Sendable {
    /// The client that made the controller.
    public let client: ChatClient
    /// The query of the reactions.
    public let query: ReactionListQuery
    private var loaded = false

    init(query: ReactionListQuery, client: ChatClient) {
        self.query = query
        self.client = client
    }

    /// Told of the controller's changes.
    public var delegate: ChatReactionListControllerDelegate? {
        get { stateDelegate as? ChatReactionListControllerDelegate }
        set { stateDelegate = newValue }
    }

    /// The reactions loaded: none before `synchronize`, then those of the message that pass the filter.
    public var reactions: LazyCachedMapCollection<ChatMessageReaction> {
        LazyCachedMapCollection(loaded ? allReactions : [])
    }

    /// Whether every reaction is loaded (offline: once synchronized).
    public var hasLoadedAllReactions: Bool { loaded }

    private var allReactions: [ChatMessageReaction] {
        let message = OfflineChatStore.current.message(query.messageId, in: nil)
        return (message?.latestReactions ?? []).filter(query.matches)
    }

    public override func synchronize(_ completion: ((_ error: Error?) -> Void)? = nil) {
        let wasLoaded = loaded
        loaded = true
        if !wasLoaded {
            let changes = allReactions.enumerated().map { index, reaction in
                ListChange.insert(reaction, index: IndexPath(indexes: [0, index]))
            }
            if !changes.isEmpty { callDelegate { delegate?.controller(self, didChangeReactions: changes) } }
        }
        super.synchronize(completion)
    }

    /// Loads the next page; offline, there is none: `completion` is called at once with no error.
    public func loadMoreReactions(limit: Int? = nil, completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }
}

/// Told of a reaction list controller's changes (the SDK's `ChatReactionListControllerDelegate`).
public protocol ChatReactionListControllerDelegate: DataControllerStateDelegate {
    func controller(
        _ controller: ChatReactionListController, didChangeReactions changes: [ListChange<ChatMessageReaction>])
}

extension ChatReactionListControllerDelegate {
    public func controller(
        _ controller: ChatReactionListController, didChangeReactions changes: [ListChange<ChatMessageReaction>]
    ) {}
}

extension ChatClient {
    /// A controller of the reactions `query` asks for.
    public func reactionListController(query: ReactionListQuery) -> ChatReactionListController {
        ChatReactionListController(query: query, client: self)
    }
}
