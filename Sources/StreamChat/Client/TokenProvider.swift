/// Fetches a user's token (the SDK's `TokenProvider`). Offline, chatshot never calls it.
public typealias TokenProvider = (@escaping (Result<Token, Error>) -> Void) -> Void
