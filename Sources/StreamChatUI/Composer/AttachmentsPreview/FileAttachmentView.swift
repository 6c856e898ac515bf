import StreamChat
import UIKit

/// A file attachment's preview in the composer (`Components.messageComposerFileAttachmentView`): the file's icon,
/// name and size. chatshot's composer draws files in its own rows (`AttachmentsPreviewVC`); this class is made and
/// set up for apps that subclass it, not yet placed by the composer.
open class FileAttachmentView: _View, AppearanceProvider {
    /// The file shown.
    public struct Content: Sendable {
        public var title: String
        public var size: Int64
        public var iconName: String?
        public init(title: String, size: Int64, iconName: String?) {
            self.title = title
            self.size = size
            self.iconName = iconName
        }
    }

    /// What it shows.
    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// The file type's icon.
    public let fileIconImageView = UIImageView()
    /// The file's name.
    public let fileNameLabel = UILabel()
    /// The file's size.
    public let fileSizeLabel = UILabel()

    open override func setUpAppearance() {
        super.setUpAppearance()
        fileNameLabel.font = appearance.fonts.bodyBold
        fileNameLabel.textColor = appearance.colorPalette.textPrimary
        fileSizeLabel.font = appearance.fonts.subheadline
        fileSizeLabel.textColor = appearance.colorPalette.textSecondary
        fileIconImageView.contentMode = .scaleAspectFit
    }

    open override func setUpLayout() {
        super.setUpLayout()
        let texts = ContainerStackView(axis: .vertical, alignment: .leading, spacing: 3)
        texts.addArrangedSubviews([fileNameLabel, fileSizeLabel])
        let row = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
        embed(row, insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        row.addArrangedSubviews([fileIconImageView, texts])
    }

    open override func updateContent() {
        super.updateContent()
        fileNameLabel.text = content?.title
        fileSizeLabel.text = content.map { ByteCountFormatter.string(fromByteCount: $0.size, countStyle: .binary) }
        fileIconImageView.image =
            content?.iconName.flatMap { Images.builtIn(named: $0) }
            ?? appearance.images.iconOther
    }
}
