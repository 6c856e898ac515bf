import UIKit

/// "Instant Commands" with a bolt in the tint colour, above the command rows (the SDK's `ChatSuggestionsHeaderView`).
open class ChatSuggestionsHeaderView: _View {
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 16)
    public let commandImageView = UIImageView()
    public let headerLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["container", "commandImageView", "headerLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "commandImageView": commandImageView, "headerLabel": headerLabel]
    }

    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        container.addArrangedSubviews([commandImageView, headerLabel])
        headerLabel.horizontalHuggingPriority = 100
        NSLayoutConstraint.activate([heightAnchor.constraint(equalToConstant: 40)])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreElevation1
        commandImageView.image = appearance.images.commands
        commandImageView.contentMode = .scaleAspectFit
        headerLabel.font = appearance.fonts.body
        headerLabel.adjustsFontForContentSizeCategory = true
        headerLabel.textColor = appearance.colorPalette.textSecondary
    }

    open override func updateContent() {
        headerLabel.text = L10n.text("Instant Commands")
    }
}
