extension ChatMessageListView {
    /// Whether the newest message's cell shows whole: `true` — a still picture shows the list scrolled to its
    /// newest message.
    public var isLastCellFullyVisible: Bool { true }
}
