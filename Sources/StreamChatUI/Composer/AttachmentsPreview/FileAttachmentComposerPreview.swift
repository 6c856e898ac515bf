import StreamChat
import UIKit
import ChatCanvas
import Foundation

/// The attachments waiting to be sent, at the top of the composer's input (the SDK's `AttachmentsPreviewVC`):
/// images and videos as 100-pt thumbnails in a horizontal row, then files as 64-pt rows in a vertical list that
/// shows at most `maxNumberOfVerticalItems` rows (the next one peeks in, as when it scrolls).
open class AttachmentsPreviewVC: _ViewController {
    public var content: [ChatMessageAttachment] = [] { didSet { updateContentIfNeeded() } }
    /// File rows visible before the list scrolls (the SDK's `maxNumberOfVerticalItems`).
    public var maxNumberOfVerticalItems = 3

    /// The SDK's `containerStackView`: the media row over the file list, 8 pt apart.
    public let stackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 8)
    public let horizontalStackView = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let verticalStackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 8)
    /// Clips the file rows to the visible height.
    public let verticalScrollView = ClippingScrollView()

    open override class var customizableSubviewNames: [String] { ["stackView", "horizontalStackView", "verticalStackView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["stackView": stackView, "horizontalStackView": horizontalStackView, "verticalStackView": verticalStackView]
    }

    open override func setUpLayout() {
        embed(stackView)
        for s in [horizontalStackView, verticalStackView] {
            s.isLayoutMarginsRelativeArrangement = true
            s.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        verticalScrollView.contentView = verticalStackView
        stackView.addArrangedSubviews([horizontalStackView, verticalScrollView])
        stackView.isLayoutMarginsRelativeArrangement = true
    }

    public static func isMedia(_ a: ChatMessageAttachment) -> Bool { a.type == "image" || a.type == "video" || a.type == "giphy" }

    open override func updateContent() {
        horizontalStackView.removeAllArrangedSubviews()
        verticalStackView.removeAllArrangedSubviews()
        for a in content {
            if Self.isMedia(a) {
                let v = ImageAttachmentComposerPreview()
                horizontalStackView.addArrangedSubview(v)
                v.content = a
            } else {
                let v = FileAttachmentComposerPreview()
                verticalStackView.addArrangedSubview(v)
                v.content = a
            }
        }
        let noMedia = horizontalStackView.arrangedSubviews.isEmpty, noFiles = verticalStackView.arrangedSubviews.isEmpty
        horizontalStackView.isHidden = noMedia
        verticalScrollView.isHidden = noFiles
        // In the SDK both sections stay in the container; an empty one is 0 pt tall but still gets the 8-pt spacing
        // (files alone start 16 pt below the input's top edge: the measured `ComposerVC_Tests` pictures).
        stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: noMedia && !noFiles ? 8 : 0, leading: 0,
                                                                     bottom: noFiles && !noMedia ? 8 : 0, trailing: 0)
        let rows = verticalStackView.arrangedSubviews.count
        // More rows than fit: show the first ones and half of the next, as a scrolled list does.
        verticalScrollView.maxHeight = rows > maxNumberOfVerticalItems ? Double(maxNumberOfVerticalItems) * (64 + 8) + 16 : nil
    }
}

/// Shows its content view from the top, clipped to at most `maxHeight`.
open class ClippingScrollView: _View {
    public var contentView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
        }
    }
    public var maxHeight: Double?

    open override func setUpAppearance() { clipsToBounds = true }

    open override func sizeThatFits(_ size: Size) -> Size {
        var s = contentView?.sizeThatFits(size) ?? .zero
        if let m = maxHeight { s.height = min(s.height, m) }
        if size.width.isFinite { s.width = size.width }
        return s
    }

    open override func layoutSubviews() {
        guard let contentView else { return }
        let h = contentView.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
        contentView.frame = Rect(x: 0, y: 0, width: bounds.width, height: h)
    }
}

/// A 100×100 thumbnail of an image or video waiting to be sent, with the discard button in its corner.
open class ImageAttachmentComposerPreview: _View {
    public var content: ChatMessageAttachment? { didSet { updateContentIfNeeded() } }
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
            discardButton.widthAnchor.constraint(equalToConstant: 24), discardButton.heightAnchor.constraint(equalToConstant: 24),
            discardButton.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            discardButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            videoInfoView.leadingAnchor.constraint(equalTo: leadingAnchor), videoInfoView.trailingAnchor.constraint(equalTo: trailingAnchor),
            videoInfoView.bottomAnchor.constraint(equalTo: bottomAnchor), videoInfoView.heightAnchor.constraint(equalToConstant: 28),
            cameraImageView.leadingAnchor.constraint(equalTo: videoInfoView.leadingAnchor, constant: 8),
            cameraImageView.centerYAnchor.constraint(equalTo: videoInfoView.centerYAnchor),
            cameraImageView.widthAnchor.constraint(equalToConstant: 17), cameraImageView.heightAnchor.constraint(equalToConstant: 12),
            durationLabel.trailingAnchor.constraint(equalTo: videoInfoView.trailingAnchor, constant: -8),
            durationLabel.centerYAnchor.constraint(equalTo: videoInfoView.centerYAnchor),
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        layer.cornerRadius = 10
        clipsToBounds = true
        backgroundColor = palette.backgroundCoreSurfaceDefault
        imageView.contentMode = .aspectFill
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

/// A file waiting to be sent: a 64-pt row with a 1-pt border (radius 16), the file-type icon (40×48), the name
/// (bodyBold) over the size (subheadlineBold, textSecondary), and the discard button.
open class FileAttachmentComposerPreview: _View {
    public var content: ChatMessageAttachment? { didSet { updateContentIfNeeded() } }
    public let fileIconImageView = UIImageView()
    public let fileNameLabel = UILabel()
    public let fileSizeLabel = UILabel()
    public let discardButton = UIButton()
    public let textContainer = ContainerStackView(axis: .vertical, alignment: .leading, spacing: 2)

    open override func setUpLayout() {
        addSubview(fileIconImageView)
        addSubview(textContainer)
        addSubview(discardButton)
        textContainer.addArrangedSubviews([fileNameLabel, fileSizeLabel])
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 64),
            fileIconImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            fileIconImageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            fileIconImageView.widthAnchor.constraint(equalToConstant: 40), fileIconImageView.heightAnchor.constraint(equalToConstant: 48),
            textContainer.leadingAnchor.constraint(equalTo: fileIconImageView.trailingAnchor, constant: 16),
            textContainer.trailingAnchor.constraint(equalTo: discardButton.leadingAnchor, constant: -8),
            textContainer.centerYAnchor.constraint(equalTo: centerYAnchor),
            discardButton.widthAnchor.constraint(equalToConstant: 24), discardButton.heightAnchor.constraint(equalToConstant: 24),
            discardButton.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            discardButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreApp
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = palette.borderCoreDefault
        fileIconImageView.contentMode = .aspectFit
        fileNameLabel.font = appearance.fonts.bodyBold
        fileNameLabel.textColor = palette.textPrimary
        fileNameLabel.lineBreakMode = .truncateMiddle
        fileSizeLabel.font = appearance.fonts.subheadlineBold
        fileSizeLabel.textColor = palette.textSecondary
        discardButton.setImage(appearance.images["discardAttachment"], for: .normal)
    }

    open override func updateContent() {
        let name = content?.title ?? ""
        fileNameLabel.text = name
        fileSizeLabel.text = Self.sizeText(size: content?.fileSize, uploadingState: content?.uploadingState)
        fileIconImageView.image = appearance.images[Self.iconName(forFileName: name)]
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width.isFinite ? size.width : 300, height: 64)
    }

    /// The size line: "1.2 MB"; while uploading "780 KB / 1.2 MB" (or "65%" without a size); "UPLOADING FAILED".
    public static func sizeText(size: Int?, uploadingState: LocalAttachmentState?) -> String? {
        switch uploadingState {
        case .uploading(let progress)?:
            guard let size else { return UploadingOverlayView.progressText(progress) }
            return "\(formattedSize(Int((Double(size) * progress).rounded()))) / \(formattedSize(size))"
        case .uploadingFailed?: return "UPLOADING FAILED"
        default: return size.map(formattedSize)
        }
    }

    /// The SDK's `fileIconPreviews`, by extension.
    public static func iconName(forFileName name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "pdf": return "filePdf"
        case "doc", "docx", "txt", "rtf", "odt", "md": return "fileDoc"
        case "xls", "xlsx", "csv", "ods": return "fileXls"
        case "ppt", "pptx": return "filePpt"
        case "mp3", "aac", "wav", "m4a", "ogg": return "fileMp3"
        case "mp4", "mov", "avi", "mkv", "webm", "wmv": return "fileMp4"
        case "html", "shtml", "htm", "css", "js", "json", "xml", "swift": return "fileHtml"
        case "zip", "rar", "7z", "x7z", "tar", "gz", "xz": return "fileZip"
        default: return "fileFallback"
        }
    }

    /// "30 bytes", "12 KB", "1.2 MB" (the SDK's byte count formatting, decimal units).
    public static func formattedSize(_ bytes: Int) -> String {
        let b = Double(bytes)
        if bytes < 1000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        if b < 1_000_000 { return "\(Int((b / 1000).rounded())) KB" }
        if b < 1_000_000_000 { return String(format: "%.1f MB", b / 1_000_000).replacingOccurrences(of: ".0 ", with: " ") }
        return String(format: "%.2f GB", b / 1_000_000_000)
    }
}
