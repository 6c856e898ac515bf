import Foundation

/// The channels of a query (the SDK's `ChatChannelListController`), made by `ChatClient.channelListController`.
///
/// Offline, it serves the transcript's channels that match the query's filter (see `Filter`), sorted by its sort.
public class ChatChannelListController: DataController, DataStoreProvider, @unchecked Sendable {
    /// The query the controller was made with.
    public let query: ChannelListQuery
    /// The client that made the controller.
    public let client: ChatClient
    private let filter: ((ChatChannel) -> Bool)?

    init(query: ChannelListQuery, client: ChatClient, filter: ((ChatChannel) -> Bool)?) {
        self.query = query
        self.client = client
        self.filter = filter
    }

    /// The matching channels of the render's transcript.
    public var channels: LazyCachedMapCollection<ChatChannel> {
        var channels = OfflineChatStore.current.channels.filter { query.filter.matches($0) && filter?($0) != false }
        let sorts = query.sort.compactMap { sort in sort.key.ascending.map { (sort.isAscending, $0) } }
        if !sorts.isEmpty {
            // A stable sort: the transcript's order breaks ties.
            channels = channels.enumerated().sorted { a, b in
                for (isAscending, ascending) in sorts {
                    if ascending(a.element, b.element) { return isAscending }
                    if ascending(b.element, a.element) { return !isAscending }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        return LazyCachedMapCollection(channels)
    }

    /// Whether every channel is loaded: offline, always.
    public private(set) var hasLoadedAllPreviousChannels = true

    /// Told of the controller's changes. Offline, of state changes only.
    public var delegate: ChatChannelListControllerDelegate? {
        get { stateDelegate as? ChatChannelListControllerDelegate }
        set { stateDelegate = newValue }
    }

    /// Loads more channels: offline, all are there.
    public func loadNextChannels(limit: Int? = nil, completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Marks every channel read: ignored in a still render.
    public func markAllRead(completion: ((Error?) -> Void)? = nil) {
        InertAction.ignore("ChatChannelListController.markAllRead")
        completion?(nil)
    }
}
