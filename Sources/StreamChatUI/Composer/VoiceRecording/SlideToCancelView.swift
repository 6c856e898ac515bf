import UIKit

/// "‹ Slide to cancel" (the SDK's `SlideToCancelView`): a chevron and the text in textSecondary.
open class SlideToCancelView: _View {
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let chevronImageView = UIImageView()
    public let titleLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["container", "chevronImageView", "titleLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "chevronImageView": chevronImageView, "titleLabel": titleLabel]
    }

    open override func setUpLayout() {
        embed(container)
        container.addArrangedSubviews([chevronImageView, titleLabel])
        chevronImageView.contentMode = .scaleAspectFit
        chevronImageView.flipsForRightToLeft = true
        NSLayoutConstraint.activate([
            chevronImageView.widthAnchor.constraint(equalToConstant: 8),
            chevronImageView.heightAnchor.constraint(equalToConstant: 13)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        chevronImageView.image = appearance.images["chevronLeft"]
        chevronImageView.tintColor = palette.textSecondary
        titleLabel.font = appearance.fonts.body
        titleLabel.textColor = palette.textSecondary
        titleLabel.text = L10n.text("Slide to cancel")
        titleLabel.textAlignment = .right
    }
}
