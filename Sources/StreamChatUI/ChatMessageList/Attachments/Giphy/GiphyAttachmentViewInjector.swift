import StreamChat

/// A giphy at the top of the bubble, edge to edge; the bubble clips it. The ephemeral `/giphy` preview of the
/// current user is interactive: the giphy with its Send / Shuffle / Cancel buttons.
open class GiphyAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var giphyImageView: ChatMessageGiphyView = contentView.components.giphyView.init()
    public private(set) lazy var interactiveAttachmentView = ChatMessageInteractiveAttachmentView()

    /// The SDK's `isInteractive`: an ephemeral message of the current user (a `/giphy` preview) shows actions.
    open var isInteractive: Bool {
        guard let message = contentView.content else { return false }
        return message.type == .ephemeral && message.isSentByCurrentUser
    }

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        // Both are inserted (the message is not known yet); the content shows one.
        insertAtTop(interactiveAttachmentView)
        insertAtTop(giphyImageView)
        clipBubble()
    }

    open override func contentViewDidUpdateContent() {
        let loader = contentView.components.imageLoader
        let giphy = attachments([.giphy]).first
        let image = loader?.image(for: giphy?.thumbURL) ?? loader?.image(for: giphy?.imageURL)
        giphyImageView.isHidden = isInteractive
        interactiveAttachmentView.isHidden = !isInteractive
        if isInteractive {
            let actions = giphy?.actions ?? []
            interactiveAttachmentView.content = .init(
                image: image, actions: actions.isEmpty ? AttachmentAction.giphyPreviewActions : actions)
        } else {
            giphyImageView.content = image
        }
        updateTopMargins()
    }
}
