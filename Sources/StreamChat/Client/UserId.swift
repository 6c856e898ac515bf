/// A user's identifier (the SDK's `UserId`).
public typealias UserId = String
