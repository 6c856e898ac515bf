import ChatCanvas
import UIKit

/// One gallery tile: the picture (aspect-fill; the placeholder when not available) and, for videos, the play disc
/// (48 pt, black at 75 %) with a white play glyph and the duration.
open class ChatMessageGalleryItemView: _View {
    public var item: ChatMessageGalleryView.Item? { didSet { updateContentIfNeeded() } }

    public let imageView = AttachmentImageView()
    public let playIndicator = UIView()
    public let playImageView = UIImageView()
    public let durationLabel = UILabel()
    /// `Components.imageUploadingOverlay`, while the tile uploads.
    public private(set) var uploadingOverlay: UploadingOverlayView?

    open override class var customizableSubviewNames: [String] { ["imageView", "playIndicator", "durationLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["imageView": imageView, "playIndicator": playIndicator, "durationLabel": durationLabel]
    }

    open override func setUpLayout() {
        clipsToBounds = true
        addSubview(imageView)
        addSubview(playIndicator)
        playIndicator.embed(playImageView, insets: UIEdgeInsets(all: 14))
        addSubview(durationLabel)
    }

    open override func setUpAppearance() {
        let p = appearance.colorPalette
        backgroundColor = p.backgroundCoreSurfaceSubtle
        playIndicator.backgroundColor = p.controlPlayButtonBackground
        playIndicator.layer.cornerRadius = 24
        playImageView.image = appearance.images["play"]
        playImageView.tintColor = p.controlPlayButtonIcon
        playImageView.contentMode = .scaleAspectFit
        durationLabel.font = appearance.fonts.caption1
        durationLabel.textColor = p.textOnAccent
        durationLabel.textAlignment = .center
        durationLabel.backgroundColor = p.backgroundCoreScrim
    }

    open override func updateContent() {
        imageView.image = item?.image
        let video = item?.isVideo ?? false
        playIndicator.isHidden = !video
        if video, let d = item?.duration, d > 0 {
            durationLabel.text = AttachmentFormatting.duration(d)
            durationLabel.isHidden = false
        } else {
            durationLabel.isHidden = true
        }
        uploadingOverlay?.removeFromSuperview()
        uploadingOverlay = nil
        if let state = item?.uploadingState, state != .uploaded {
            let overlay = components.imageUploadingOverlay.init()
            addSubview(overlay)
            overlay.content = state
            uploadingOverlay = overlay
        }
    }

    open override func layoutSubviews() {
        let b = bounds
        imageView.frame = b
        imageView.layer.cornerRadius = layer.cornerRadius
        imageView.layer.maskedCorners = layer.maskedCorners
        playIndicator.frame = CGRect(x: (b.midX - 24).rounded(), y: (b.midY - 24).rounded(), width: 48, height: 48)
        if !durationLabel.isHidden {
            let s = durationLabel.intrinsicContentSize
            let w = s.width + 12
            let h = s.height + 4
            durationLabel.layer.cornerRadius = h / 2
            durationLabel.clipsToBounds = true
            let x = isRightToLeft ? b.width - 8 - w : 8
            durationLabel.frame = CGRect(x: x, y: b.height - 8 - h, width: w, height: h)
        }
        uploadingOverlay?.frame = b
    }
}
