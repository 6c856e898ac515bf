import ChatCanvas
import UIKit

/// A full-width banner with a text and an action button at the trailing edge (the SDK's `BannerView`): textTertiary
/// fill, textOnAccent text and icon (`appearance.images.restart` by default), margins 16 pt at the sides.
open class BannerView: _View {
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let textLabel = UILabel()
    public let actionButton = UIButton()
    /// Keeps the text at the leading edge and the button at the trailing one.
    public let spacer = UIView()

    open override class var customizableSubviewNames: [String] { ["container", "textLabel", "actionButton"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "textLabel": textLabel, "actionButton": actionButton]
    }

    open override func setUpLayout() {
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = directionalLayoutMargins
        spacer.horizontalHuggingPriority = 100
        container.addArrangedSubviews([textLabel, spacer, actionButton])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.textTertiary
        textLabel.font = appearance.fonts.body
        textLabel.textColor = appearance.colorPalette.textOnAccent
        actionButton.setImage(appearance.images["restart"], for: .normal)
        actionButton.tintColor = appearance.colorPalette.textOnAccent
    }
}
