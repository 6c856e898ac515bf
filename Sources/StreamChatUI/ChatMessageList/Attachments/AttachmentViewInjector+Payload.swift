import StreamChat

extension AttachmentViewInjector {
    /// The message's attachments whose payload decodes as `payloadType` (the SDK's helper, for an app's own
    /// attachment types as well as the built-in ones), in the message's order.
    public func attachments<Payload: AttachmentPayload>(
        payloadType: Payload.Type
    ) -> [ChatMessageAttachment<Payload>] {
        contentView.content?.attachments(payloadType: payloadType) ?? []
    }
}
