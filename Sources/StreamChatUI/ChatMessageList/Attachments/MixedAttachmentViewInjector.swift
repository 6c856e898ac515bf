import ChatCanvas
import UIKit

/// Several kinds at once (the SDK's `MixedAttachmentViewInjector`): the gallery, then the files (with
/// "Unsupported Attachment" rows for unknown kinds), then the voice recordings, stacked at the top of the bubble.
open class MixedAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var galleryView = ChatMessageGalleryView()
    public private(set) lazy var fileAttachmentView = ChatMessageFileAttachmentListView()
    public private(set) lazy var voiceRecordingAttachmentView = ChatMessageVoiceRecordingAttachmentListView()

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        // Inserted bottom-up so the gallery ends up first.
        insertAtTop(voiceRecordingAttachmentView)
        insertAtTop(fileAttachmentView)
        insertAtTop(galleryView)
        contentView.bubbleContentContainer.setCustomSpacing(0, after: galleryView)
        contentView.bubbleContentContainer.setCustomSpacing(0, after: fileAttachmentView)
        clipBubble()
    }

    open override func contentViewDidUpdateContent() {
        let loader = contentView.components.imageLoader
        let voiceEnabled = contentView.components.isVoiceRecordingEnabled
        galleryView.content = GalleryAttachmentViewInjector.galleryItems(attachments([.image, .video]), loader: loader)
        galleryView.isHidden = galleryView.content.isEmpty
        var fileKinds: Set<AttachmentKind> = [.file, .audio]
        if !voiceEnabled { fileKinds.insert(.voiceRecording) }
        let unknown = attachments([.unknown])
        fileAttachmentView.content = attachments(fileKinds).map { .init(file: $0) } + unknown.map { _ in .unsupported }
        fileAttachmentView.isHidden = fileAttachmentView.content.isEmpty
        voiceRecordingAttachmentView.content =
            voiceEnabled ? attachments([.voiceRecording]).map { .init(attachment: $0) } : []
        voiceRecordingAttachmentView.isHidden = voiceRecordingAttachmentView.content.isEmpty
        // The 8-pt gap stays between the last attachment view and the text.
        let shown = [galleryView as UIView, fileAttachmentView, voiceRecordingAttachmentView].filter { !$0.isHidden }
        for v in shown { contentView.bubbleContentContainer.setCustomSpacing(v === shown.last ? 8 : 0, after: v) }
        updateTopMargins()
        galleryView.roundedCorners = GalleryAttachmentViewInjector.corners(
            bubble: bubbleRoundedCorners, isLast: isLastInBubble(galleryView))
    }
}
