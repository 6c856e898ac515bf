import UIKit

/// One row of the action list (the SDK's `ChatMessageActionControl`): icon and title, margins 8/16, body font;
/// icons in a muted grey (the tint for primary actions), destructive ones (icon and title) in the error colour.
open class ChatMessageActionControl: _View {
    public var content: ChatMessageActionItem? { didSet { updateContentIfNeeded() } }
    public let containerStackView = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 16)
    public let imageView = UIImageView()
    public let titleLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["containerStackView", "imageView", "titleLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["containerStackView": containerStackView, "imageView": imageView, "titleLabel": titleLabel]
    }

    open override func setUpLayout() {
        embed(containerStackView)
        containerStackView.isLayoutMarginsRelativeArrangement = true
        containerStackView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 8, leading: 16, bottom: 8, trailing: 16)
        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalToConstant: 24),
            imageView.heightAnchor.constraint(equalToConstant: 24)
        ])
        titleLabel.horizontalHuggingPriority = 1
        titleLabel.numberOfLines = 2
        containerStackView.addArrangedSubviews([imageView, titleLabel])
        heightAnchor.constraint(equalToConstant: 40).isActive = true
    }

    open override func setUpAppearance() {
        titleLabel.font = appearance.fonts.body
        titleLabel.adjustsFontForContentSizeCategory = true
        imageView.contentMode = .scaleAspectFit
        backgroundColor = appearance.colorPalette.backgroundCoreElevation1
    }

    open override func updateContent() {
        let p = appearance.colorPalette
        let destructive = content?.isDestructive == true
        imageView.image = content.flatMap { appearance.images[$0.iconName] }
        imageView.tintColor = destructive ? p.accentError : (content?.isPrimary == true ? tintColor : p.textTertiary)
        titleLabel.textColor = destructive ? p.accentError : p.textPrimary
        titleLabel.text = content?.title
    }
}
