import StreamChat

extension ChatMessageContentView {
    /// The channel the message is shown in (the SDK's `channel`): the list's channel, unless an app sets one.
    public var channel: ChatChannel? {
        get { associatedValue(forKey: "channel") as? ChatChannel ?? context?.channel }
        set { setAssociatedValue(newValue, forKey: "channel") }
    }
}
