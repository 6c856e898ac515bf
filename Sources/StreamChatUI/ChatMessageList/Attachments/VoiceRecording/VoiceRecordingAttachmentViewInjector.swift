/// Voice recordings as rows at the top of the bubble, edge to edge.
open class VoiceRecordingAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var voiceRecordingAttachmentView = ChatMessageVoiceRecordingAttachmentListView()

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        insertAtTop(voiceRecordingAttachmentView)
    }

    open override func contentViewDidUpdateContent() {
        voiceRecordingAttachmentView.content = attachments([.voiceRecording]).map { .init(attachment: $0) }
        updateTopMargins()
    }
}
