import UIKit

/// The command pill in the composer ("GIPHY" with a bolt), filled with accentPrimary.
open class CommandLabelView: _View {
    public var content: String? { didSet { updateContentIfNeeded() } }
    /// The SDK's default `ContainerStackView()`: no spacing between the bolt and the name.
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 0)
    public let iconView = UIImageView()
    public let nameLabel = UILabel()

    /// Layout (SDK `CommandLabelView_Tests`): margins 4 top/bottom and the default 8 at the sides, a 16×16 bolt
    /// (aspect-fit), the upper-cased name right after it → "GIPHY" 79×26 at the large size, the bolt alone 32×24.
    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        container.addArrangedSubviews([iconView, nameLabel])
        iconView.contentMode = .scaleAspectFit
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 16), iconView.heightAnchor.constraint(equalToConstant: 16)
        ])
    }
    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.accentPrimary
        iconView.image = appearance.images.commands
        iconView.tintColor = appearance.colorPalette.textOnAccent
        nameLabel.font = appearance.fonts.subheadlineBold
        nameLabel.textColor = appearance.colorPalette.textOnAccent
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textAlignment = .center
        // SF Pro's line at 15 pt is 18 pt (the pill is 26 pt tall); Inter's would be 19.
        nameLabel.lineHeight = 18 * appearance.fonts.subheadlineBold.pointSize / 15
    }
    open override func updateContent() {
        nameLabel.text = content?.uppercased()
        nameLabel.isHidden = (content ?? "").isEmpty
    }
    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
