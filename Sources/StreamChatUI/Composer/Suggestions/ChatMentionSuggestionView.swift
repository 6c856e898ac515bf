import ChatCanvas
import StreamChat
import UIKit

/// A mention suggestion row (the SDK's `ChatMentionSuggestionView`), 56 pt: the user's avatar (40 pt, with the
/// presence dot), the name (headlineBold) over "@id" (subheadlineBold, textSecondary), and the "@" icon.
open class ChatMentionSuggestionView: _View {
    public var content: ChatUser? { didSet { updateContentIfNeeded() } }

    /// The 40-pt avatar and the text column are centred in the row; the name and "@id" lines start 24 pt apart, as
    /// in `ChatMentionSuggestionView_Tests/test_defaultAppearance.default-light.png`.
    public let mainContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let textContainer = ContainerStackView(axis: .vertical, alignment: .leading, spacing: 4)
    public private(set) lazy var avatarView: ChatAvatarView = components.avatarView.init()
    public let usernameLabel = UILabel()
    public let usernameTagLabel = UILabel()
    public let mentionSymbolImageView = UIImageView()

    open override class var customizableSubviewNames: [String] {
        ["mainContainer", "textContainer", "avatarView", "usernameLabel", "usernameTagLabel", "mentionSymbolImageView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "mainContainer": mainContainer, "textContainer": textContainer, "avatarView": avatarView,
            "usernameLabel": usernameLabel,
            "usernameTagLabel": usernameTagLabel, "mentionSymbolImageView": mentionSymbolImageView
        ]
    }

    open override func setUpLayout() {
        embed(mainContainer)
        mainContainer.isLayoutMarginsRelativeArrangement = true
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        textContainer.addArrangedSubviews([usernameLabel, usernameTagLabel])
        textContainer.horizontalHuggingPriority = 100
        textContainer.horizontalCompressionResistance = 700
        mainContainer.addArrangedSubviews([avatarView, textContainer, mentionSymbolImageView])
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalToConstant: 40)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreElevation1
        usernameLabel.font = appearance.fonts.headlineBold
        usernameLabel.adjustsFontForContentSizeCategory = true
        usernameLabel.textColor = palette.textPrimary
        usernameTagLabel.font = appearance.fonts.subheadlineBold
        usernameTagLabel.adjustsFontForContentSizeCategory = true
        usernameTagLabel.textColor = palette.textSecondary
        mentionSymbolImageView.image = appearance.images["commandMention"]
        mentionSymbolImageView.contentMode = .scaleAspectFit
        avatarView.isOnlineIndicatorEnabled = true
    }

    open override func updateContent() {
        let name = content?.name ?? ""
        usernameLabel.text = name
        usernameLabel.isHidden = name.isEmpty
        usernameTagLabel.text = content.map { "@" + $0.id }
        avatarView.content = content.map {
            AvatarContent(
                image: components.imageLoader?.image(for: $0.imageURL), name: $0.displayName, isOnline: $0.isOnline)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var s = super.sizeThatFits(size)
        if size.width.isFinite && fixedSize.width == nil { s.width = size.width }
        // At least the avatar with 8 pt above and below (56 pt); taller when the labels need it (large type).
        if fixedSize.height == nil { s.height = max(s.height, 40 + 16) }
        return s
    }
}
