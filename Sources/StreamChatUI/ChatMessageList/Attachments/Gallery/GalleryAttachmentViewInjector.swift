import ChatCanvas
import StreamChat
import UIKit

/// Images and videos of a message as a gallery at the top of the bubble, edge to edge; the bubble clips it.
open class GalleryAttachmentViewInjector: AttachmentViewInjector {
    /// The images and videos (from `Components.galleryView`).
    public private(set) lazy var galleryView: ChatMessageGalleryView = contentView.components.galleryView.init()

    /// Width ÷ height of the gallery (the SDK's `galleryViewAspectRatio`): the gallery view's `galleryAspectRatio`
    /// unless overridden; nil lets the gallery's own constraints decide its height.
    open var galleryViewAspectRatio: CGFloat? { galleryView.galleryAspectRatio }

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        insertAtTop(galleryView)
        clipBubble()
    }

    open override func contentViewDidUpdateContent() {
        galleryView.sizingAspectRatio = galleryViewAspectRatio
        galleryView.content = Self.galleryItems(
            attachments([.image, .video]), loader: contentView.components.imageLoader)
        updateTopMargins()
        galleryView.roundedCorners = Self.corners(bubble: bubbleRoundedCorners, isLast: isLastInBubble(galleryView))
    }

    /// Gallery items: images first, then videos (as the SDK orders them).
    public static func galleryItems(_ attachments: [TranscriptAttachment], loader: ImageLoading?)
        -> [ChatMessageGalleryView.Item]
    {
        let images = attachments.filter { AttachmentKind($0.type) == .image }
        let videos = attachments.filter { AttachmentKind($0.type) == .video }
        return images.map {
            .init(
                image: loader?.image(for: $0.imageURL) ?? loader?.image(for: $0.thumbURL),
                uploadingState: $0.uploadingState)
        }
            + videos.map {
                .init(
                    image: loader?.image(for: $0.thumbURL) ?? loader?.image(for: $0.imageURL), isVideo: true,
                    duration: $0.duration,
                    uploadingState: $0.uploadingState)
            }
    }

    /// A top attachment rounds its top corners with the bubble; its bottom corners follow the bubble's only when
    /// nothing is below it (the SDK's snapshots show them round otherwise).
    static func corners(bubble: CACornerMask, isLast: Bool) -> CACornerMask {
        var c: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if isLast { c = c.intersection(bubble) }
        return c.union(bubble.intersection([.layerMinXMinYCorner, .layerMaxXMinYCorner]))
    }
}
