/// Told of a channel controller's changes (the SDK's `ChatChannelControllerDelegate`). Offline, only of its state.
public protocol ChatChannelControllerDelegate: DataControllerStateDelegate {
    func channelController(
        _ channelController: ChatChannelController,
        didUpdateChannel channel: EntityChange<ChatChannel>)
    func channelController(
        _ channelController: ChatChannelController,
        didUpdateMessages changes: [ListChange<ChatMessage>])
    func channelController(_ channelController: ChatChannelController, didReceiveMemberEvent: MemberEvent)
    func channelController(_ channelController: ChatChannelController, didChangeTypingUsers typingUsers: Set<ChatUser>)
}

extension ChatChannelControllerDelegate {
    public func channelController(
        _ channelController: ChatChannelController,
        didUpdateChannel channel: EntityChange<ChatChannel>
    ) {}
    public func channelController(
        _ channelController: ChatChannelController,
        didUpdateMessages changes: [ListChange<ChatMessage>]
    ) {}
    public func channelController(_ channelController: ChatChannelController, didReceiveMemberEvent: MemberEvent) {}
    public func channelController(
        _ channelController: ChatChannelController,
        didChangeTypingUsers typingUsers: Set<ChatUser>
    ) {}
}
