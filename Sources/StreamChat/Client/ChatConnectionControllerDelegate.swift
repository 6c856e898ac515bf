/// Told when the client's connection status changes (the SDK's `ChatConnectionControllerDelegate`). Offline, it
/// never changes.
@preconcurrency @MainActor public protocol ChatConnectionControllerDelegate: AnyObject {
    /// The connection status became `status`.
    func connectionController(
        _ controller: ChatConnectionController, didUpdateConnectionStatus status: ConnectionStatus)
}

extension ChatConnectionControllerDelegate {
    public func connectionController(
        _ controller: ChatConnectionController,
        didUpdateConnectionStatus status: ConnectionStatus
    ) {}
}
