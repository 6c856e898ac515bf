import UIKit

/// One row of the action list (the SDK's `ChatMessageActionControl`): an 18-pt icon box at x 17 (the SDK's SF
/// Symbols have about 16 pt of ink from x 18), the title in the body font at x 44, margins 8 above and below; icons
/// in a muted grey (the tint for primary actions), destructive ones (icon and title) in the error colour. A row is
/// its margins around one line of the SDK's body text (37 pt at the default content size).
open class ChatMessageActionControl: _View {
    public var content: ChatMessageActionItem? { didSet { updateContentIfNeeded() } }
    public let containerStackView = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 9)
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
            top: 8, leading: 17, bottom: 8, trailing: 16)
        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalToConstant: 18),
            imageView.heightAnchor.constraint(equalToConstant: 18)
        ])
        titleLabel.horizontalHuggingPriority = 1
        titleLabel.numberOfLines = 2
        containerStackView.addArrangedSubviews([imageView, titleLabel])
    }

    /// The height of one title line as the SDK's label has it: San Francisco's line height, about 1.19 times the
    /// point size, rounded up (21 pt for the 17-pt body font, 18 at the small content size, 28 at the largest).
    open var titleLineHeight: CGFloat { (CGFloat(titleLabel.effectiveFont.size) * 1.19).rounded(.up) }

    /// The margins around the title's lines (the icon, centred, may reach into the margins at small sizes).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var result = super.sizeThatFits(size)
        let margins = containerStackView.directionalLayoutMargins
        let textWidth = size.width - margins.leading - margins.trailing - 18 - containerStackView.spacing.rawValue
        let lines = CGFloat(max(1, titleLabel.textLayout(width: textWidth.isFinite ? textWidth : nil)?.lineCount ?? 1))
        result.height = margins.top + margins.bottom + titleLineHeight * lines
        return result
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
        imageView.image = content?.icon
        imageView.tintColor = destructive ? p.accentError : (content?.isPrimary == true ? tintColor : p.textTertiary)
        titleLabel.textColor = destructive ? p.accentError : p.textPrimary
        titleLabel.text = content.map { L10n.text($0.title) }
    }
}
