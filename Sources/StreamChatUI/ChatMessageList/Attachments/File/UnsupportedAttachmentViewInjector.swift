/// Attachments the SDK cannot draw: a file row reading "Unsupported Attachment".
open class UnsupportedAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var fileAttachmentView = ChatMessageFileAttachmentListView()

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        insertAtTop(fileAttachmentView)
    }

    open override func contentViewDidUpdateContent() {
        let unknown = attachments([.unknown])
        fileAttachmentView.content = unknown.isEmpty ? [] : [.unsupported]
        updateTopMargins()
    }
}
