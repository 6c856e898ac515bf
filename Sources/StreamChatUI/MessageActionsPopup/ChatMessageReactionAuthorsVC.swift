import ChatCanvas
import StreamChat
import UIKit

/// Who reacted with what (the SDK's `ChatMessageReactionAuthorsVC`): "N Message Reactions" over a grid of
/// `Components.reactionAuthorCell`s, four to a row, on a 16-pt-round card.
open class ChatMessageReactionAuthorsVC: _View {
    public struct Content: Sendable {
        public var reactions: [ChatMessageReaction]
        public var totalReactionsCount: Int
        public var currentUserId: String
        public init(reactions: [ChatMessageReaction], totalReactionsCount: Int, currentUserId: String) {
            self.reactions = reactions
            self.totalReactionsCount = totalReactionsCount
            self.currentUserId = currentUserId
        }

        /// The message's reactions as the SDK lists them: its latest reactions, then the current user's own
        /// reactions missing from them.
        public init(message: ChatMessage, currentUserId: String) {
            var list = message.latestReactions
            for r in message.currentUserReactions
            where !list.contains(where: { $0.type == r.type && $0.author.id == r.author.id }) {
                list.append(r)
            }
            self.init(
                reactions: list, totalReactionsCount: max(message.totalReactionsCount, list.count),
                currentUserId: currentUserId)
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let topLabel = UILabel()
    public let collectionView = ChatMessageReactionAuthorsCollectionView()
    public private(set) var cells: [ChatMessageReactionAuthorViewCell] = []

    open override class var customizableSubviewNames: [String] { ["topLabel", "collectionView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["topLabel": topLabel, "collectionView": collectionView]
    }

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
        guard let content else {
            cells = []
            return
        }
        topLabel.text = "\(content.totalReactionsCount) Message Reactions"
        cells = content.reactions.map { _ in components.reactionAuthorCell.init() }
        for c in cells { collectionView.addSubview(c) }
        for (cell, reaction) in zip(cells, content.reactions) {
            cell.content = .init(reaction: reaction, isCurrentUser: reaction.author.id == content.currentUserId)
        }
    }

    open override func layoutSubviews() {
        let b = bounds
        let title = topLabel.sizeThatFits(CGSize(width: b.width - 32, height: CGFloat.infinity))
        topLabel.frame = CGRect(x: 16, y: 16, width: b.width - 32, height: title.height)
        let top = topLabel.frame.maxY + 16
        collectionView.frame = CGRect(x: 16, y: top, width: max(0, b.width - 32), height: max(0, b.height - top))
    }
}
