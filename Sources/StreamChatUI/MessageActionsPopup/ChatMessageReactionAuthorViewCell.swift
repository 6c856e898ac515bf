import ChatCanvas
import StreamChat
import UIKit

/// One reaction author (the SDK's `ChatMessageReactionAuthorViewCell`): a 64-pt avatar with the reaction in a
/// small bubble over its bottom-trailing edge (the current user's white with the tint icon, others' grey), and the
/// name ("You" for the current user) under it, at most two lines.
open class ChatMessageReactionAuthorViewCell: _View {
    public struct Content: Sendable {
        public var reaction: ChatMessageReaction
        public var isCurrentUser: Bool
        public init(reaction: ChatMessageReaction, isCurrentUser: Bool) {
            self.reaction = reaction
            self.isCurrentUser = isCurrentUser
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public private(set) lazy var authorAvatarView: ChatAvatarView = components.avatarView.init()
    public let reactionItemView = ChatMessageReactionAuthorBadgeView()
    public let authorNameLabel = UILabel()
    /// The avatar's side.
    open var avatarSize: CGFloat { 64 }

    open override class var customizableSubviewNames: [String] {
        ["authorAvatarView", "reactionItemView", "authorNameLabel"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["authorAvatarView": authorAvatarView, "reactionItemView": reactionItemView, "authorNameLabel": authorNameLabel]
    }

    open override func setUpLayout() {
        addSubview(authorAvatarView)
        addSubview(reactionItemView)
        addSubview(authorNameLabel)
    }

    open override func setUpAppearance() {
        authorNameLabel.font = appearance.fonts.footnoteBold
        authorNameLabel.textColor = appearance.colorPalette.textPrimary
        authorNameLabel.textAlignment = .center
        authorNameLabel.numberOfLines = 2
    }

    open override func updateContent() {
        guard let content else { return }
        let author = content.reaction.author
        authorAvatarView.content = AvatarContent(
            image: components.imageLoader?.image(for: author.imageURL), name: author.name)
        authorNameLabel.text = content.isCurrentUser ? L10n.text("You") : author.displayName
        reactionItemView.content = .init(type: content.reaction.type, isChosenByCurrentUser: content.isCurrentUser)
    }

    open override func layoutSubviews() {
        let b = bounds
        let avatar = CGRect(x: ((b.width - avatarSize) / 2).rounded(), y: 0, width: avatarSize, height: avatarSize)
        authorAvatarView.frame = avatar
        authorAvatarView.layoutIfNeeded()
        let badge = reactionItemView.intrinsicContentSize
        var bx = avatar.maxX - badge.width + 4
        if isRightToLeft { bx = avatar.minX - 4 }
        reactionItemView.frame = CGRect(
            x: bx, y: avatar.maxY - badge.height + 2, width: badge.width, height: badge.height)
        reactionItemView.tailOnLeading = !isRightToLeft
        let name = authorNameLabel.sizeThatFits(CGSize(width: b.width - 4, height: CGFloat.infinity))
        authorNameLabel.frame = CGRect(x: 2, y: avatar.maxY + 8, width: b.width - 4, height: name.height)
    }
}
