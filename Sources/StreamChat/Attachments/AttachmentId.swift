/// Where an attachment is: its channel, message and position (the SDK's `AttachmentId`).
public struct AttachmentId: Hashable, RawRepresentable, Sendable {
    public let cid: ChannelId
    public let messageId: MessageId
    /// The attachment's position among the message's attachments.
    public let index: Int

    public init(cid: ChannelId, messageId: MessageId, index: Int) {
        self.cid = cid
        self.messageId = messageId
        self.index = index
    }

    /// `cid/messageId/index`.
    public var rawValue: String { "\(cid.rawValue)/\(messageId)/\(index)" }

    public init?(rawValue: String) {
        let parts = rawValue.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let cid = try? ChannelId(cid: String(parts[0])), let index = Int(parts[2]) else {
            return nil
        }
        self.init(cid: cid, messageId: String(parts[1]), index: index)
    }
}
