/// Told of a thread list controller's changes (the SDK's `ChatThreadListControllerDelegate`). Offline, only of its
/// state.
public protocol ChatThreadListControllerDelegate: DataControllerStateDelegate {
    func controller(_ controller: ChatThreadListController, didChangeThreads changes: [ListChange<ChatThread>])
}

extension ChatThreadListControllerDelegate {
    public func controller(_ controller: ChatThreadListController, didChangeThreads changes: [ListChange<ChatThread>]) {
    }
}
