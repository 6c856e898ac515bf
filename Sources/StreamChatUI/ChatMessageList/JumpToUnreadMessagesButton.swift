import ChatCanvas
import StreamChat
import UIKit

/// The "12 unread" pill at the top of the message list (the SDK's `JumpToUnreadMessagesButton`), shown with
/// `Components.isJumpToUnreadEnabled` while the first unread message is out of sight: a capsule on accentNeutral with
/// a soft shadow, the count in footnote textOnAccent, and a close button; 10 pt above and below, 12 leading, 10
/// trailing.
open class JumpToUnreadMessagesButton: _View {
    public var content: ChannelUnreadCount = .noUnread { didSet { updateContentIfNeeded() } }

    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let textLabel = UILabel()
    public let closeButton = UIButton()

    open override class var customizableSubviewNames: [String] { ["container", "textLabel", "closeButton"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "textLabel": textLabel, "closeButton": closeButton]
    }

    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 10)
        container.addArrangedSubviews([textLabel, closeButton])
        NSLayoutConstraint.activate([
            closeButton.widthAnchor.constraint(equalToConstant: 16),
            closeButton.heightAnchor.constraint(equalToConstant: 16)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.accentNeutral
        layer.shadowColor = palette.backgroundCoreOverlayDark
        layer.shadowOpacity = 1
        layer.shadowRadius = 8
        layer.shadowOffset = .zero
        textLabel.font = appearance.fonts.footnote
        textLabel.textColor = palette.textOnAccent
        closeButton.setImage(appearance.images["discard"], for: .normal)
        closeButton.tintColor = palette.textOnAccent
    }

    open override func updateContent() {
        textLabel.text = "\(content.messages) unread"
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
