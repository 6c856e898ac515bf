/// Channel list filter scopes (the SDK's `AnyChannelListFilterScope`).
public protocol AnyChannelListFilterScope {}
