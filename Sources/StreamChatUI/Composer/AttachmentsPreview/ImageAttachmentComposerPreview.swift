import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// A 100×100 thumbnail of an image or video waiting to be sent, with the discard button in its corner.
open class ImageAttachmentComposerPreview: _View {
    public var content: TranscriptAttachment? { didSet { updateContentIfNeeded() } }
    public let imageView = UIImageView()
    public let discardButton = UIButton()
    /// The strip at the bottom of a video thumbnail: camera icon and duration.
    public let videoInfoView = UIView()
    public let cameraImageView = UIImageView()
    public let durationLabel = UILabel()
    /// The upload's progress or failure over the picture (`content.uploadingState`).
    public let uploadingOverlayView = UploadingOverlayView()

    open override func setUpLayout() {
        embed(imageView)
        addSubview(videoInfoView)
        embed(uploadingOverlayView)
        videoInfoView.addSubview(cameraImageView)
        videoInfoView.addSubview(durationLabel)
        addSubview(discardButton)
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: 100), heightAnchor.constraint(equalToConstant: 100),
            discardButton.widthAnchor.constraint(equalToConstant: 24),
            discardButton.heightAnchor.constraint(equalToConstant: 24),
            discardButton.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            discardButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            videoInfoView.leadingAnchor.constraint(equalTo: leadingAnchor),
            videoInfoView.trailingAnchor.constraint(equalTo: trailingAnchor),
            videoInfoView.bottomAnchor.constraint(equalTo: bottomAnchor),
            videoInfoView.heightAnchor.constraint(equalToConstant: 28),
            cameraImageView.leadingAnchor.constraint(equalTo: videoInfoView.leadingAnchor, constant: 8),
            cameraImageView.centerYAnchor.constraint(equalTo: videoInfoView.centerYAnchor),
            cameraImageView.widthAnchor.constraint(equalToConstant: 17),
            cameraImageView.heightAnchor.constraint(equalToConstant: 12),
            durationLabel.trailingAnchor.constraint(equalTo: videoInfoView.trailingAnchor, constant: -8),
            durationLabel.centerYAnchor.constraint(equalTo: videoInfoView.centerYAnchor)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        layer.cornerRadius = 10
        clipsToBounds = true
        backgroundColor = palette.backgroundCoreSurfaceDefault
        imageView.contentMode = .scaleAspectFill
        discardButton.setImage(appearance.images["discardAttachment"], for: .normal)
        videoInfoView.backgroundColor = UIColor(Color(rgb: 0x000000, alpha: 0.5))
        cameraImageView.image = appearance.images["camera"]
        cameraImageView.tintColor = palette.textOnAccent
        durationLabel.font = appearance.fonts.footnoteBold
        durationLabel.textColor = palette.textOnAccent
    }

    open override func updateContent() {
        let url = content?.assetURL ?? content?.imageURL ?? content?.thumbURL
        imageView.image = components.imageLoader?.image(for: url)
        let isVideo = content?.type == "video"
        videoInfoView.isHidden = !isVideo
        let seconds = Int(content?.duration ?? 0)
        durationLabel.text = String(format: "%02d:%02d", seconds / 60, seconds % 60)
        uploadingOverlayView.content = content?.uploadingState
    }
}
