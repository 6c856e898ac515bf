import StreamChat

extension ChatMessageListVC {
    /// Sets the messages before a data source's change (the SDK diffs against them). chatshot's list reads its
    /// messages from the data source whenever it updates (`updateMessages(with:)`), so nothing is kept.
    public func setPreviousMessagesSnapshot(_ messages: [ChatMessage]) {}
    /// Sets the messages after a data source's change; as `setPreviousMessagesSnapshot(_:)`, nothing is kept.
    public func setNewMessagesSnapshotArray(_ messages: [ChatMessage]) {}
}
