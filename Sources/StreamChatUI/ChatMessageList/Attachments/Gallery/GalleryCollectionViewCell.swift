import StreamChat
import UIKit

/// A page of the full-screen gallery (`GalleryVC`): the SDK's base of its image and video pages. chatshot draws no
/// full-screen gallery; the cells lay out their views for apps that subclass them.
open class GalleryCollectionViewCell: _CollectionViewCell, ComponentsProvider {
    /// What a single tap does (inert).
    open var didTapOnce: (() -> Void)?
    /// The image or the video's preview.
    public private(set) lazy var imageView = UIImageView()
    /// The attachment shown.
    open var content: AnyChatMessageAttachment? { didSet { updateContentIfNeeded() } }

    open override func setUpLayout() {
        super.setUpLayout()
        contentView.embed(imageView)
        imageView.contentMode = .scaleAspectFit
    }
}

/// An image's page of the gallery (`Components.imageAttachmentGalleryCell`).
open class ImageAttachmentGalleryCell: GalleryCollectionViewCell {
    /// The reuse identifier of the cell.
    open class var reuseId: String { String(describing: self) }
}

/// A video's page of the gallery (`Components.videoAttachmentGalleryCell`).
open class VideoAttachmentGalleryCell: GalleryCollectionViewCell {
    /// The reuse identifier of the cell.
    open class var reuseId: String { String(describing: self) }
    /// Where the video plays (inert).
    public private(set) lazy var playerView: PlayerView = components.playerView.init()

    open override func setUpLayout() {
        super.setUpLayout()
        contentView.embed(playerView)
    }
}
