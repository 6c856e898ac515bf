/// An event of the client (the SDK's `Event`). Offline, none arrive.
public protocol Event: Sendable {}
