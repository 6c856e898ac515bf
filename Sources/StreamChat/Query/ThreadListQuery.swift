import Foundation

/// Which threads a `ChatThreadListController` serves (the SDK's `ThreadListQuery`). Offline, every thread of the
/// transcript's channels, newest activity first; the page sizes are kept and unused. (chatshot: no filter or sort
/// arguments yet.)
public struct ThreadListQuery: Sendable, Equatable {
    /// Whether the threads are watched for changes.
    public var watch: Bool
    /// The page size.
    public var limit: Int
    /// How many latest replies each thread has.
    public var replyLimit: Int
    /// How many participants each thread has.
    public var participantLimit: Int
    /// The next page's cursor.
    public var next: String?

    /// A query of the current user's threads.
    public init(watch: Bool, limit: Int = 20, replyLimit: Int = 3, participantLimit: Int = 10, next: String? = nil) {
        self.watch = watch
        self.limit = limit
        self.replyLimit = replyLimit
        self.participantLimit = participantLimit
        self.next = next
    }
}
