import StreamChat
import UIKit
import ChatCanvas

/// Who reacted with what (the SDK's `ChatMessageReactionAuthorsVC`): "N Message Reactions" over a grid of
/// `Components.reactionAuthorCell`s, four to a row, on a 16-pt-round card.
open class ChatMessageReactionAuthorsVC: _View {
    public struct Content: Sendable {
        public var reactions: [ChatMessageReaction]
        public var totalReactionsCount: Int
        public var currentUserId: String
        public init(reactions: [ChatMessageReaction], totalReactionsCount: Int, currentUserId: String) {
            self.reactions = reactions; self.totalReactionsCount = totalReactionsCount; self.currentUserId = currentUserId
        }

        /// The message's reactions as the SDK lists them: its latest reactions, then the current user's own
        /// reactions missing from them.
        public init(message: ChatMessage, currentUserId: String) {
            var list = message.latestReactions
            for r in message.currentUserReactions where !list.contains(where: { $0.type == r.type && $0.author.id == r.author.id }) {
                list.append(r)
            }
            self.init(reactions: list, totalReactionsCount: max(message.totalReactionsCount, list.count), currentUserId: currentUserId)
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let topLabel = UILabel()
    public let collectionView = ChatMessageReactionAuthorsCollectionView()
    public private(set) var cells: [ChatMessageReactionAuthorViewCell] = []

    open override class var customizableSubviewNames: [String] { ["topLabel", "collectionView"] }
    open override func customizableSubviews() -> [String: UIView] { ["topLabel": topLabel, "collectionView": collectionView] }

    open override func setUpLayout() {
        addSubview(topLabel)
        addSubview(collectionView)
        collectionView.clipsToBounds = true
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreElevation1
        layer.cornerRadius = 16
        clipsToBounds = true
        topLabel.font = appearance.fonts.title3
        topLabel.textColor = appearance.colorPalette.textPrimary
        topLabel.textAlignment = .center
    }

    open override func updateContent() {
        for c in cells { c.removeFromSuperview() }
        guard let content else { cells = []; return }
        topLabel.text = "\(content.totalReactionsCount) Message Reactions"
        cells = content.reactions.map { _ in components.reactionAuthorCell.init() }
        for c in cells { collectionView.addSubview(c) }
        for (cell, reaction) in zip(cells, content.reactions) {
            cell.content = .init(reaction: reaction, isCurrentUser: reaction.author.id == content.currentUserId)
        }
    }

    open override func layoutSubviews() {
        let b = bounds
        let title = topLabel.sizeThatFits(Size(width: b.width - 32, height: .infinity))
        topLabel.frame = Rect(x: 16, y: 16, width: b.width - 32, height: title.height)
        let top = topLabel.frame.maxY + 16
        collectionView.frame = Rect(x: 16, y: top, width: max(0, b.width - 32), height: max(0, b.height - top))
    }
}

/// The grid of reaction authors: four cells to a row, 130 pt tall (rows past the card's bottom are cut, as the
/// SDK's list scrolls).
open class ChatMessageReactionAuthorsCollectionView: _View {
    /// Cells per row.
    open var numberOfColumns: Int { 4 }
    /// Height of one row.
    open var rowHeight: Double { 130 }

    open override func layoutSubviews() {
        let columns = max(1, numberOfColumns)
        let w = bounds.width / Double(columns)
        for (i, cell) in subviews.enumerated() {
            var f = Rect(x: Double(i % columns) * w, y: Double(i / columns) * rowHeight, width: w, height: rowHeight)
            if isRightToLeft { f.origin.x = bounds.width - f.maxX }
            cell.frame = f
        }
    }
}

/// One reaction author (the SDK's `ChatMessageReactionAuthorViewCell`): a 64-pt avatar with the reaction in a
/// small bubble over its bottom-trailing edge (the current user's white with the tint icon, others' grey), and the
/// name ("You" for the current user) under it, at most two lines.
open class ChatMessageReactionAuthorViewCell: _View {
    public struct Content: Sendable {
        public var reaction: ChatMessageReaction
        public var isCurrentUser: Bool
        public init(reaction: ChatMessageReaction, isCurrentUser: Bool) { self.reaction = reaction; self.isCurrentUser = isCurrentUser }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public private(set) lazy var authorAvatarView: ChatAvatarView = components.avatarView.init()
    public let reactionItemView = ChatMessageReactionAuthorBadgeView()
    public let authorNameLabel = UILabel()
    /// The avatar's side.
    open var avatarSize: Double { 64 }

    public required init() { super.init() }

    open override class var customizableSubviewNames: [String] { ["authorAvatarView", "reactionItemView", "authorNameLabel"] }
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
        authorAvatarView.content = AvatarContent(image: components.imageLoader?.image(for: author.imageURL), name: author.name)
        authorNameLabel.text = content.isCurrentUser ? "You" : author.displayName
        reactionItemView.content = .init(type: content.reaction.type, isChosenByCurrentUser: content.isCurrentUser)
    }

    open override func layoutSubviews() {
        let b = bounds
        let avatar = Rect(x: ((b.width - avatarSize) / 2).rounded(), y: 0, width: avatarSize, height: avatarSize)
        authorAvatarView.frame = avatar
        authorAvatarView.layoutIfNeeded()
        let badge = reactionItemView.intrinsicContentSize
        var bx = avatar.maxX - badge.width + 4
        if isRightToLeft { bx = avatar.minX - 4 }
        reactionItemView.frame = Rect(x: bx, y: avatar.maxY - badge.height + 2, width: badge.width, height: badge.height)
        reactionItemView.tailOnLeading = !isRightToLeft
        let name = authorNameLabel.sizeThatFits(Size(width: b.width - 4, height: .infinity))
        authorNameLabel.frame = Rect(x: 2, y: avatar.maxY + 8, width: b.width - 4, height: name.height)
    }
}

/// The reaction on an author's avatar: a 28-pt disc with a 16-pt icon and a small tail dot toward the avatar.
open class ChatMessageReactionAuthorBadgeView: _View {
    public struct Content: Sendable {
        public var type: MessageReactionType
        public var isChosenByCurrentUser: Bool
        public init(type: MessageReactionType, isChosenByCurrentUser: Bool) { self.type = type; self.isChosenByCurrentUser = isChosenByCurrentUser }
    }
    public var content: Content?
    public var tailOnLeading = true

    open override var intrinsicContentSize: Size { Size(width: 32, height: 32) }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let content else { return }
        let p = appearance.colorPalette
        let fill = resolve(content.isChosenByCurrentUser ? p.reactionBackground : p.backgroundCoreSurfaceStrong)
        let disc = Rect(x: 2, y: 0, width: 28, height: 28)
        let dot = Rect(x: tailOnLeading ? disc.minX + 3 : disc.maxX - 7, y: disc.maxY - 1, width: 4, height: 4)
        canvas.fillEllipse(in: disc, color: fill)
        canvas.fillEllipse(in: dot, color: fill)
        if let icon = Images.builtIn(named: "reaction_" + content.type.rawValue)?.image {
            let tint = content.isChosenByCurrentUser ? resolve(tintColor) : resolve(p.accentNeutral)
            canvas.draw(template: icon, in: Rect(x: disc.midX - 8, y: disc.midY - 8, width: 16, height: 16), tint: tint)
        }
    }
}
