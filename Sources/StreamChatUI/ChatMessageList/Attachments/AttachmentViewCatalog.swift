import StreamChat

/// Chooses the injector for a message's attachments (the SDK's `AttachmentViewCatalog`); nil: no attachment views.
/// An app with its own attachments subclasses it, overrides the class method and registers the subclass in
/// `Components.attachmentViewCatalog`. The injector classes come from the `Components` injector slots.
open class AttachmentViewCatalog {
    public init() {}

    /// The SDK's order: a poll; image/video (mixed with files, voice or unknown → mixed); voice with anything else →
    /// mixed; giphy; file (and audio); link preview; voice recording (as files when voice recording is disabled);
    /// anything else → unsupported. Deleted and system messages get none.
    @preconcurrency @MainActor
    open class func attachmentViewInjectorClassFor(message: ChatMessage, components: Components)
        -> AttachmentViewInjector.Type?
    {
        guard !message.isDeleted, message.type != .system else { return nil }
        if message.poll != nil { return PollAttachmentViewInjector.self }
        guard !message.attachments.isEmpty else { return nil }
        let kinds = Set(message.attachments.map { AttachmentKind($0.type) })
        if kinds.contains(.image) || kinds.contains(.video) {
            if kinds.contains(.file) || kinds.contains(.audio) || kinds.contains(.voiceRecording)
                || kinds.contains(.unknown)
            {
                return components.mixedAttachmentInjector
            }
            return components.galleryAttachmentInjector
        }
        if kinds.contains(.voiceRecording) && kinds.count > 1 {
            return components.isVoiceRecordingEnabled
                ? components.mixedAttachmentInjector : components.filesAttachmentInjector
        }
        if kinds.contains(.giphy) { return components.giphyAttachmentInjector }
        if kinds.contains(.file) || kinds.contains(.audio) { return components.filesAttachmentInjector }
        if kinds.contains(.linkPreview) { return components.linkAttachmentInjector }
        if kinds.contains(.voiceRecording) {
            return components.isVoiceRecordingEnabled
                ? components.voiceRecordingAttachmentInjector : components.filesAttachmentInjector
        }
        return components.unsupportedAttachmentInjector
    }
}
