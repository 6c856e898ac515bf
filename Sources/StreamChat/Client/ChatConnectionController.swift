import Foundation

/// Connects and disconnects the client and reports its connection status (the SDK's `ChatConnectionController`),
/// made by `ChatClient.connectionController()`.
///
/// Offline, the status is the client's (`.connected` once a user is connected) and never changes on its own, so the
/// delegate is kept and never called; `connect` succeeds and `disconnect` changes nothing.
public class ChatConnectionController: Controller, DataStoreProvider, @unchecked Sendable {
    public var callbackQueue: DispatchQueue = .main

    /// The client the controller belongs to.
    public let client: ChatClient

    /// Told of connection status changes (never, offline).
    public weak var delegate: ChatConnectionControllerDelegate?

    init(client: ChatClient) {
        self.client = client
    }

    /// The client's connection status.
    public var connectionStatus: ConnectionStatus { client.connectionStatus }

    /// Connects the client: offline, there is nothing to connect to; `completion` gets no error, on the main actor.
    public func connect(completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let completion else { return }
        Task { @MainActor in completion(nil) }
    }

    /// Disconnects the client: offline, nothing changes.
    public func disconnect() {}
}

extension ChatClient {
    /// A controller of the client's connection.
    public func connectionController() -> ChatConnectionController {
        ChatConnectionController(client: self)
    }
}
