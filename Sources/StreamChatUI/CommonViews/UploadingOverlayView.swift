import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The overlay on a picture still uploading, in a message or in the composer's attachment previews (the SDK's
/// `UploadingOverlayView`, `Components.imageUploadingOverlay`):
/// the picture dimmed (backgroundCoreOverlayDark); while pending or uploading, a capsule (backgroundCoreScrim) at
/// the bottom-trailing corner with a spinner and the progress ("40%"); when the upload failed, the capsule reads
/// "Upload failed" and a retry button (`restart` on a scrim disc) sits at the top-trailing corner.
open class UploadingOverlayView: _View {
    public var content: LocalAttachmentState? { didSet { updateContentIfNeeded() } }

    public let fileSizeContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    /// The spinner (from `Components.loadingIndicator`).
    public private(set) lazy var loadingIndicator: ChatLoadingIndicator = components.loadingIndicator.init()
    public let uploadingProgressLabel = UILabel()
    public let actionButton = UIButton()

    open override class var customizableSubviewNames: [String] {
        ["fileSizeContainer", "loadingIndicator", "uploadingProgressLabel", "actionButton"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "fileSizeContainer": fileSizeContainer, "loadingIndicator": loadingIndicator,
            "uploadingProgressLabel": uploadingProgressLabel, "actionButton": actionButton
        ]
    }

    open override func setUpLayout() {
        addSubview(fileSizeContainer)
        addSubview(actionButton)
        fileSizeContainer.isLayoutMarginsRelativeArrangement = true
        fileSizeContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 8)
        fileSizeContainer.addArrangedSubviews([loadingIndicator, uploadingProgressLabel])
        NSLayoutConstraint.activate([
            loadingIndicator.widthAnchor.constraint(equalToConstant: 16),
            loadingIndicator.heightAnchor.constraint(equalToConstant: 16)
        ])
    }

    open override func setUpAppearance() {
        let p = appearance.colorPalette
        backgroundColor = p.backgroundCoreOverlayDark
        fileSizeContainer.backgroundColor = p.backgroundCoreScrim
        loadingIndicator.tintColor = p.textOnAccent
        uploadingProgressLabel.font = appearance.fonts.footnote
        uploadingProgressLabel.textColor = p.textOnAccent
        actionButton.backgroundColor = p.backgroundCoreScrim
        actionButton.setImage(appearance.images["restart"], for: .normal)
        actionButton.tintColor = p.textOnAccent
        actionButton.contentEdgeInsets = UIEdgeInsets(all: 6)
    }

    open override func updateContent() {
        isHidden = content == nil || content == .uploaded
        switch content {
        case .uploading(let progress):
            uploadingProgressLabel.text = Self.progressText(progress)
            loadingIndicator.isHidden = false
            actionButton.isHidden = true
        case .pendingUpload:
            uploadingProgressLabel.text = "0%"
            loadingIndicator.isHidden = false
            actionButton.isHidden = true
        case .uploadingFailed:
            uploadingProgressLabel.text = "Upload failed"
            loadingIndicator.isHidden = true
            actionButton.isHidden = false
        case .uploaded, nil:
            break
        }
    }

    /// "42%".
    public static func progressText(_ progress: CGFloat) -> String {
        "\(Int((min(1, max(0, progress)) * 100).rounded()))%"
    }

    open override func layoutSubviews() {
        let b = bounds
        let s = fileSizeContainer.measure(CGSize(width: b.width, height: CGFloat.infinity))
        let h = max(s.height, 20)
        var pill = CGRect(x: b.width - 8 - s.width, y: b.height - 8 - h, width: s.width, height: h)
        var button = CGRect(x: b.width - 8 - 28, y: 8, width: 28, height: 28)
        if isRightToLeft {
            pill.origin.x = b.width - pill.maxX
            button.origin.x = b.width - button.maxX
        }
        fileSizeContainer.frame = pill
        fileSizeContainer.layer.cornerRadius = h / 2
        actionButton.frame = button
        actionButton.layer.cornerRadius = 14
    }
}
