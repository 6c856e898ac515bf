import ChatCanvas
import Foundation

/// The upload state over an attachment thumbnail (the SDK's `UploadingOverlayView`): the picture dimmed with
/// backgroundCoreOverlayDark; while uploading, a capsule in the bottom trailing corner (backgroundCoreScrim) with a
/// spinner and the progress ("42%", footnote, textOnAccent); after a failure, the `restart` icon on a round scrim in
/// the middle. Hidden when there is no upload under way.
open class UploadingOverlayView: UIView {
    public var content: LocalAttachmentState? { didSet { updateContentIfNeeded() } }

    public let fileUploadingProgressContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let loadingIndicator = ChatLoadingIndicator()
    public let fileUploadingProgressLabel = UILabel()
    public let actionButton = UIButton()

    open override class var customizableSubviewNames: [String] {
        ["fileUploadingProgressContainer", "loadingIndicator", "fileUploadingProgressLabel", "actionButton"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["fileUploadingProgressContainer": fileUploadingProgressContainer, "loadingIndicator": loadingIndicator,
         "fileUploadingProgressLabel": fileUploadingProgressLabel, "actionButton": actionButton]
    }

    open override func setUpLayout() {
        addSubview(fileUploadingProgressContainer)
        addSubview(actionButton)
        fileUploadingProgressContainer.isLayoutMarginsRelativeArrangement = true
        fileUploadingProgressContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 8)
        fileUploadingProgressContainer.addArrangedSubviews([loadingIndicator, fileUploadingProgressLabel])
        NSLayoutConstraint.activate([
            loadingIndicator.widthAnchor.constraint(equalToConstant: 16), loadingIndicator.heightAnchor.constraint(equalToConstant: 16),
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreOverlayDark
        fileUploadingProgressContainer.backgroundColor = palette.backgroundCoreScrim
        loadingIndicator.tintColor = palette.textOnAccent
        fileUploadingProgressLabel.font = appearance.fonts.footnote
        fileUploadingProgressLabel.textColor = palette.textOnAccent
        actionButton.setImage(appearance.images["restart"], for: .normal)
        actionButton.tintColor = palette.textOnAccent
        actionButton.backgroundColor = palette.backgroundCoreScrim
    }

    open override func updateContent() {
        switch content {
        case .pendingUpload?:
            isHidden = false
            fileUploadingProgressContainer.isHidden = false
            fileUploadingProgressLabel.text = Self.progressText(0)
            actionButton.isHidden = true
        case .uploading(let progress)?:
            isHidden = false
            fileUploadingProgressContainer.isHidden = false
            fileUploadingProgressLabel.text = Self.progressText(progress)
            actionButton.isHidden = true
        case .uploadingFailed?:
            isHidden = false
            fileUploadingProgressContainer.isHidden = true
            actionButton.isHidden = false
        case .uploaded?, nil:
            isHidden = true
        }
    }

    /// "42%".
    public static func progressText(_ progress: Double) -> String { "\(Int((min(1, max(0, progress)) * 100).rounded()))%" }

    open override func layoutSubviews() {
        let s = fileUploadingProgressContainer.sizeThatFits(Size(width: .infinity, height: .infinity))
        let x = isRightToLeft ? 8 : bounds.width - 8 - s.width
        fileUploadingProgressContainer.frame = Rect(x: x, y: bounds.height - 8 - s.height, width: s.width, height: s.height)
        fileUploadingProgressContainer.layer.cornerRadius = s.height / 2
        actionButton.frame = Rect(x: (bounds.width - 32) / 2, y: (bounds.height - 32) / 2, width: 32, height: 32)
        actionButton.layer.cornerRadius = 16
    }
}

/// A still spinner (the SDK's `ChatLoadingIndicator`): three quarters of a ring in the tint colour, fading out.
open class ChatLoadingIndicator: UIView {
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let color = resolve(tintColor)
        let r = min(rect.width, rect.height) / 2 - 1.5
        let c = Point(x: rect.midX, y: rect.midY)
        // Quarter arcs from opaque to faint, as the SDK's gradient arc looks in a still picture.
        for (i, alpha) in [1.0, 0.7, 0.4].enumerated() {
            var path = Path()
            let start = -Double.pi / 2 + Double(i) * Double.pi / 2
            path.arc(center: c, radius: r, start: start, end: start + Double.pi / 2)
            canvas.stroke(path, color: color.withAlpha(alpha), lineWidth: 2, cap: .round)
        }
    }
}
