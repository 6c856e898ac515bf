import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// A file waiting to be sent: a 64-pt row with a 1-pt border (radius 16), the file-type icon (40×48), the name
/// (bodyBold) over the size (subheadlineBold, textSecondary), and the 24-pt discard button 8 pt from the top and
/// trailing edges (the SDK container's layout margins).
open class FileAttachmentComposerPreview: _View {
    public var content: TranscriptAttachment? { didSet { updateContentIfNeeded() } }
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
            fileIconImageView.widthAnchor.constraint(equalToConstant: 40),
            fileIconImageView.heightAnchor.constraint(equalToConstant: 48),
            textContainer.leadingAnchor.constraint(equalTo: fileIconImageView.trailingAnchor, constant: 16),
            textContainer.trailingAnchor.constraint(equalTo: discardButton.leadingAnchor, constant: -8),
            textContainer.centerYAnchor.constraint(equalTo: centerYAnchor),
            discardButton.widthAnchor.constraint(equalToConstant: 24),
            discardButton.heightAnchor.constraint(equalToConstant: 24),
            discardButton.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            discardButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreApp
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = palette.borderCoreDefault
        fileIconImageView.contentMode = .scaleAspectFit
        fileNameLabel.font = appearance.fonts.bodyBold
        fileNameLabel.adjustsFontForContentSizeCategory = true
        fileNameLabel.textColor = palette.textPrimary
        fileNameLabel.lineBreakMode = .byTruncatingMiddle
        fileSizeLabel.font = appearance.fonts.subheadlineBold
        fileSizeLabel.adjustsFontForContentSizeCategory = true
        fileSizeLabel.textColor = palette.textSecondary
        discardButton.setImage(appearance.images["discardAttachment"], for: .normal)
    }

    open override func updateContent() {
        let name = content?.title ?? ""
        fileNameLabel.text = name
        fileSizeLabel.text = Self.sizeText(size: content?.fileSize, uploadingState: content?.uploadingState)
        fileIconImageView.image = appearance.images[Self.iconName(forFileName: name)]
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? size.width : 300, height: 64)
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
        if b < 1_000_000_000 {
            return String(format: "%.1f MB", b / 1_000_000).replacingOccurrences(of: ".0 ", with: " ")
        }
        return String(format: "%.2f GB", b / 1_000_000_000)
    }
}
