import ChatCanvas
import UIKit

/// The thread list without threads (the SDK's `ChatThreadListEmptyView`): the thread icon (130 pt,
/// backgroundUtilityDisabled) over "No threads here yet..." (subheadline, textSecondary), centred.
open class ChatThreadListEmptyView: _View {
    public let container = ContainerStackView(axis: .vertical, alignment: .center, spacing: 12)
    public let iconView = UIImageView()
    public let descriptionLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["container", "iconView", "descriptionLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "iconView": iconView, "descriptionLabel": descriptionLabel]
    }

    open override func setUpLayout() {
        addSubview(container)
        container.addArrangedSubviews([iconView, descriptionLabel])
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 130),
            iconView.heightAnchor.constraint(equalToConstant: 130),
            container.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 32),
            container.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -32),
            container.centerYAnchor.constraint(equalTo: centerYAnchor)
        ])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        iconView.image = appearance.images["threadIcon"]
        iconView.contentMode = .scaleAspectFit
        iconView.tintColor = appearance.colorPalette.backgroundUtilityDisabled
        descriptionLabel.font = appearance.fonts.subheadline
        descriptionLabel.textColor = appearance.colorPalette.textSecondary
        descriptionLabel.textAlignment = .center
        descriptionLabel.numberOfLines = 0
    }

    open override func updateContent() {
        descriptionLabel.text = "No threads here yet..."
    }
}
