import ChatCanvas

/// Files (and audio, and voice recordings when voice recording is off) as a list of rows at the top of the
/// bubble, edge to edge.
open class FilesAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var fileAttachmentView = ChatMessageFileAttachmentListView()

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        insertAtTop(fileAttachmentView)
    }

    open override func contentViewDidUpdateContent() {
        var kinds: Set<AttachmentKind> = [.file, .audio]
        if !contentView.components.isVoiceRecordingEnabled { kinds.insert(.voiceRecording) }
        fileAttachmentView.content = attachments(kinds).map { ChatMessageFileAttachmentListView.Item(file: $0) }
        updateTopMargins()
    }
}
