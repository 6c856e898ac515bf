import StreamChat

/// Chooses the injector for a message (the SDK's `AttachmentViewCatalog`); nil: no attachment views.
/// Deleted and system messages get none. The injector classes are the SDK's `Components` injector slots.
open class AttachmentViewCatalog {
    public var galleryAttachmentInjector: AttachmentViewInjector.Type = GalleryAttachmentViewInjector.self
    public var filesAttachmentInjector: AttachmentViewInjector.Type = FilesAttachmentViewInjector.self
    public var giphyAttachmentInjector: AttachmentViewInjector.Type = GiphyAttachmentViewInjector.self
    public var linkAttachmentInjector: AttachmentViewInjector.Type = LinkAttachmentViewInjector.self
    public var voiceRecordingAttachmentInjector: AttachmentViewInjector.Type = VoiceRecordingAttachmentViewInjector.self
    public var mixedAttachmentInjector: AttachmentViewInjector.Type = MixedAttachmentViewInjector.self
    public var unsupportedAttachmentInjector: AttachmentViewInjector.Type = UnsupportedAttachmentViewInjector.self
    public var pollAttachmentInjector: AttachmentViewInjector.Type = PollAttachmentViewInjector.self

    public init() {}

    /// The SDK's order: a poll; image/video (mixed with files, voice or unknown → mixed); voice with anything else → mixed;
    /// giphy; file (and audio); link preview; voice recording (as files when voice recording is disabled);
    /// anything else → unsupported.
    open func attachmentViewInjectorClassFor(message: ChatMessage, components: Components)
        -> AttachmentViewInjector.Type?
    {
        guard !message.isDeleted, message.type != .system else { return nil }
        if message.poll != nil { return pollAttachmentInjector }
        guard !message.attachments.isEmpty else { return nil }
        let kinds = Set(message.attachments.map { AttachmentKind($0.type) })
        if kinds.contains(.image) || kinds.contains(.video) {
            if kinds.contains(.file) || kinds.contains(.audio) || kinds.contains(.voiceRecording)
                || kinds.contains(.unknown)
            {
                return mixedAttachmentInjector
            }
            return galleryAttachmentInjector
        }
        if kinds.contains(.voiceRecording) && kinds.count > 1 {
            return components.isVoiceRecordingEnabled ? mixedAttachmentInjector : filesAttachmentInjector
        }
        if kinds.contains(.giphy) { return giphyAttachmentInjector }
        if kinds.contains(.file) || kinds.contains(.audio) { return filesAttachmentInjector }
        if kinds.contains(.linkPreview) { return linkAttachmentInjector }
        if kinds.contains(.voiceRecording) {
            return components.isVoiceRecordingEnabled ? voiceRecordingAttachmentInjector : filesAttachmentInjector
        }
        return unsupportedAttachmentInjector
    }
}
