import ChatCanvas
import UIKit

/// What the channel list shows without channels (the SDK's `ChatChannelListEmptyView`): the message-bubble icon,
/// "Let's start chatting!", "How about sending your first message to a friend?" and a "Start a chat" button.
open class ChatChannelListEmptyView: _View {
    public let container = ContainerStackView(axis: .vertical, alignment: .center, spacing: 8)
    public let iconView = UIImageView()
    public let titleLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let actionButton = UIButton()
    /// Called when the action button is tapped (never, in a still picture).
    public var actionButtonPressed: (() -> Void)?

    open override class var customizableSubviewNames: [String] {
        ["container", "iconView", "titleLabel", "subtitleLabel", "actionButton"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "container": container, "iconView": iconView, "titleLabel": titleLabel, "subtitleLabel": subtitleLabel,
            "actionButton": actionButton
        ]
    }

    open override func setUpLayout() {
        addSubview(container)
        addSubview(actionButton)
        container.addArrangedSubviews([iconView, titleLabel, subtitleLabel])
        container.setCustomSpacing(24, after: iconView)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 96),
            iconView.heightAnchor.constraint(equalToConstant: 96),
            container.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 40),
            container.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -40),
            container.centerYAnchor.constraint(equalTo: centerYAnchor),
            actionButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            actionButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -24),
            actionButton.heightAnchor.constraint(equalToConstant: 44)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreApp
        iconView.image = appearance.images["emptyChannelListMessageBubble"]
        iconView.contentMode = .scaleAspectFit
        iconView.tintColor = palette.textTertiary
        titleLabel.font = appearance.fonts.bodyBold
        titleLabel.textColor = palette.textPrimary
        titleLabel.textAlignment = .center
        subtitleLabel.font = appearance.fonts.subheadline
        subtitleLabel.textColor = palette.textSecondary
        subtitleLabel.textAlignment = .center
        subtitleLabel.numberOfLines = 0
        actionButton.titleLabel?.font = appearance.fonts.bodyBold
        actionButton.setTitleColor(palette.accentPrimary, for: .normal)
    }

    open override func updateContent() {
        titleLabel.text = "Let's start chatting!"
        subtitleLabel.text = "How about sending your first message to a friend?"
        actionButton.setTitle("Start a chat", for: .normal)
    }
}
