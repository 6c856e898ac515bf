/// A poll at the top of the bubble, edge to edge (the SDK's `PollAttachmentViewInjector`).
open class PollAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var pollAttachmentView: PollAttachmentView = contentView.components.pollAttachmentView
        .init()

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        insertAtTop(pollAttachmentView)
    }

    open override func contentViewDidUpdateContent() {
        guard let poll = contentView.content?.poll else { return }
        pollAttachmentView.content = .init(poll: poll, currentUserId: contentView.context?.currentUser.id ?? "")
        updateTopMargins()
    }
}
