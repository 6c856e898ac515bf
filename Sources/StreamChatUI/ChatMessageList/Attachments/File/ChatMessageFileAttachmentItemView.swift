import ChatCanvas
import StreamChat
import UIKit

/// One file row (the SDK's `ChatFileAttachmentListView.ItemView`): radius 12, a 1-pt border, the elevation-1
/// fill, 8-pt margins; the 40×48 file-type icon, then the name (bodyBold, middle-truncated) over the size
/// (subheadlineBold, textSecondary) 3 pt apart — 64 pt tall.
open class ChatMessageFileAttachmentItemView: _View {
    public var content: ChatMessageFileAttachmentListView.Item? { didSet { updateContentIfNeeded() } }

    public let fileIconImageView = UIImageView()
    public let fileNameLabel = UILabel()
    public let fileSizeLabel = UILabel()
    /// The trailing retry icon of a failed upload.
    public let actionIconImageView = UIImageView()
    /// The trailing spinner while uploading.
    /// The spinner while the file uploads (from `Components.loadingIndicator`).
    public private(set) lazy var loadingIndicator: ChatLoadingIndicator = components.loadingIndicator.init()

    /// Space between the icon and the text.
    open var iconSpacing: CGFloat { 9 }
    /// Space between the name and the size.
    open var textSpacing: CGFloat { 3 }

    open override class var customizableSubviewNames: [String] {
        ["fileIconImageView", "fileNameLabel", "fileSizeLabel", "actionIconImageView", "loadingIndicator"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "fileIconImageView": fileIconImageView, "fileNameLabel": fileNameLabel, "fileSizeLabel": fileSizeLabel,
            "actionIconImageView": actionIconImageView, "loadingIndicator": loadingIndicator
        ]
    }

    open override func setUpLayout() {
        addSubview(fileIconImageView)
        addSubview(fileNameLabel)
        addSubview(fileSizeLabel)
        addSubview(actionIconImageView)
        addSubview(loadingIndicator)
    }

    /// Width of the trailing icon's column (0 without an upload state).
    private var trailingIconWidth: CGFloat {
        switch content?.uploadingState {
        case .uploading, .pendingUpload, .uploadingFailed: return 24 + 8
        default: return 0
        }
    }

    open override func setUpAppearance() {
        let p = appearance.colorPalette
        backgroundColor = p.backgroundCoreElevation1
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = p.borderCoreDefault
        fileIconImageView.contentMode = .scaleAspectFit
        fileNameLabel.font = appearance.fonts.bodyBold
        // The SDK leaves the name in UILabel's default colour (black / white in its pictures), unlike the composer's rows.
        fileNameLabel.textColor = .label
        fileNameLabel.lineBreakMode = .byTruncatingMiddle
        fileSizeLabel.font = appearance.fonts.subheadlineBold
        fileSizeLabel.textColor = p.textSecondary
        fileSizeLabel.lineBreakMode = .byTruncatingTail
        actionIconImageView.image = appearance.images["restart"]
        actionIconImageView.tintColor = p.accentError
        actionIconImageView.contentMode = .scaleAspectFit
        loadingIndicator.tintColor = p.accentPrimary
    }

    open override func updateContent() {
        guard let content else { return }
        fileIconImageView.image = appearance.images[content.iconName] ?? appearance.images["fileFallback"]
        fileNameLabel.text = content.title
        fileSizeLabel.text = content.subtitle
        fileSizeLabel.isHidden = content.subtitle == nil
        actionIconImageView.isHidden = content.uploadingState != .uploadingFailed
        switch content.uploadingState {
        case .uploading, .pendingUpload: loadingIndicator.isHidden = false
        default: loadingIndicator.isHidden = true
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = directionalLayoutMargins
        let textWidth = max(
            0, (size.width.isFinite ? size.width : 250) - m.leading - m.trailing - 40 - iconSpacing - trailingIconWidth)
        let text = textHeight(width: textWidth)
        let height = max(48, text) + m.top + m.bottom
        return CGSize(width: size.width.isFinite ? size.width : 250, height: height)
    }

    private func textHeight(width: CGFloat) -> CGFloat {
        let name = fileNameLabel.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        guard !fileSizeLabel.isHidden else { return name }
        return name + textSpacing + fileSizeLabel.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
    }

    open override func layoutSubviews() {
        let b = bounds
        let m = directionalLayoutMargins
        let icon = CGRect(x: m.leading, y: ((b.height - 48) / 2).rounded(), width: 40, height: 48)
        let textX = icon.maxX + iconSpacing
        let textWidth = max(0, b.width - textX - m.trailing - trailingIconWidth)
        let nameH = fileNameLabel.sizeThatFits(CGSize(width: textWidth, height: CGFloat.infinity)).height
        let sizeH =
            fileSizeLabel.isHidden
            ? 0 : fileSizeLabel.sizeThatFits(CGSize(width: textWidth, height: CGFloat.infinity)).height
        let total = nameH + (fileSizeLabel.isHidden ? 0 : textSpacing + sizeH)
        var y = ((b.height - total) / 2).rounded()
        var frames = [
            (fileIconImageView as UIView, icon),
            (fileNameLabel as UIView, CGRect(x: textX, y: y, width: textWidth, height: nameH))
        ]
        y += nameH + textSpacing
        frames.append((fileSizeLabel, CGRect(x: textX, y: y, width: textWidth, height: sizeH)))
        let iconX = b.width - m.trailing - 24
        frames.append(
            (actionIconImageView, CGRect(x: iconX, y: ((b.height - 20) / 2).rounded(), width: 24, height: 20)))
        frames.append(
            (loadingIndicator, CGRect(x: iconX + 4, y: ((b.height - 16) / 2).rounded(), width: 16, height: 16)))
        for (v, var f) in frames {
            if isRightToLeft { f.origin.x = b.width - f.maxX }
            v.frame = f
        }
    }
}
