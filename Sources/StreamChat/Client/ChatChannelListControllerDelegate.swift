/// Told of a channel list controller's changes (the SDK's `ChatChannelListControllerDelegate`). Offline, only of
/// its state.
public protocol ChatChannelListControllerDelegate: DataControllerStateDelegate {
    func controllerWillChangeChannels(_ controller: ChatChannelListController)
    func controller(_ controller: ChatChannelListController, didChangeChannels changes: [ListChange<ChatChannel>])
}

extension ChatChannelListControllerDelegate {
    public func controllerWillChangeChannels(_ controller: ChatChannelListController) {}
    public func controller(
        _ controller: ChatChannelListController, didChangeChannels changes: [ListChange<ChatChannel>]
    ) {}
}
