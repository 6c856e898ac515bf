/// The link preview of a message, appended below the text inside the bubble's margins; the bubble clips.
open class LinkAttachmentViewInjector: AttachmentViewInjector {
    /// The link's preview (from `Components.linkPreviewView`).
    public private(set) lazy var linkPreviewView: ChatMessageLinkPreviewView = contentView.components.linkPreviewView
        .init()

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        contentView.bubbleContentContainer.addArrangedSubview(linkPreviewView, respectsLayoutMargins: true)
        clipBubble()
    }

    open override func contentViewDidUpdateContent() {
        if let a = attachments([.linkPreview]).first {
            let content = ChatMessageLinkPreviewView.Content(attachment: a, loader: contentView.components.imageLoader)
            linkPreviewView.content = content
            // Without an image the author tab sits right on the text view's bottom, as in the SDK's snapshots
            // (`ChatMessageContentView_Tests/test_appearance_whenMessageHasLinkWithoutImage`: the tab from y 52,
            // where the image of `…whenMessageHasLink` starts 8 pt lower, at 60).
            if !content.hasImage, content.authorName != nil, let text = contentView.textView {
                contentView.bubbleContentContainer.setCustomSpacing(0, after: text)
            }
        }
    }
}
