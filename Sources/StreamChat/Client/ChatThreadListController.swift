import Foundation

/// The current user's threads (the SDK's `ChatThreadListController`), made by `ChatClient.threadListController`.
///
/// Offline, it serves the threads of the render's transcript: every message with replies, in every channel,
/// newest activity first.
public class ChatThreadListController: DataController, DataStoreProvider, @unchecked Sendable {
    /// The query the controller was made with.
    public let query: ThreadListQuery
    /// The client that made the controller.
    public let client: ChatClient

    init(query: ThreadListQuery, client: ChatClient) {
        self.query = query
        self.client = client
    }

    /// The threads of the render's transcript, newest activity first.
    public var threads: [ChatThread] {
        OfflineChatStore.current.channels.flatMap(ChatThread.threads(in:))
            .enumerated()
            .sorted { a, b in
                let (x, y) = (a.element.lastMessageAt ?? .distantPast, b.element.lastMessageAt ?? .distantPast)
                return x != y ? x > y : a.offset < b.offset
            }
            .map(\.element)
    }

    /// Whether every thread is loaded: offline, always.
    public private(set) var hasLoadedAllThreads = true

    /// Told of the controller's changes. Offline, of state changes only.
    public weak var delegate: ChatThreadListControllerDelegate? {
        get { stateDelegate as? ChatThreadListControllerDelegate }
        set { stateDelegate = newValue }
    }

    /// Loads more threads: offline, all are there (the completion gets none).
    public func loadMoreThreads(
        limit: Int? = nil,
        completion: (@MainActor (Result<[ChatThread], Error>) -> Void)? = nil
    ) {
        guard let completion else { return }
        Task { @MainActor in completion(.success([])) }
    }
}

extension ChatClient {
    /// A controller of the current user's threads.
    public func threadListController(query: ThreadListQuery) -> ChatThreadListController {
        ChatThreadListController(query: query, client: self)
    }
}
