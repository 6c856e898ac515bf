/// Where the client's connection is (the SDK's `ConnectionStatus`).
public enum ConnectionStatus: Equatable, Sendable {
    case initialized
    case connecting
    case connected
    case disconnecting
    case disconnected(error: ClientError? = nil)
}
