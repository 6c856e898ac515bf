import UIKit

/// The placeholder the composer shows for an attachment it has no preview for
/// (`Components.attachmentPreviewViewPlaceholder`): the file icon and the attachment's name.
open class AttachmentPlaceholderView: _View, AppearanceProvider {
    /// The file icon.
    public let imageView = UIImageView()
    /// The attachment's name.
    public let titleLabel = UILabel()

    open override func setUpAppearance() {
        super.setUpAppearance()
        imageView.image = appearance.images.iconOther
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = appearance.fonts.subheadlineBold
        titleLabel.textColor = appearance.colorPalette.textPrimary
    }

    open override func setUpLayout() {
        super.setUpLayout()
        let row = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
        embed(row, insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        row.addArrangedSubviews([imageView, titleLabel])
    }
}
