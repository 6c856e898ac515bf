import StreamChat
import UIKit

/// One reaction as a button (`Components.messageReactionItemView`, `Components.reactionPickerReactionItemView`): the
/// reaction's icon, in the tint colour when the current user chose it, else in the secondary text colour.
open class ChatMessageReactionItemView: _Button, AppearanceProvider {
    /// The reaction shown and what a tap does (inert in a still picture).
    public struct Content {
        public let useBigIcon: Bool
        public let reaction: ChatMessageReactionData
        public var onTap: ((MessageReactionType) -> Void)?
        public init(useBigIcon: Bool, reaction: ChatMessageReactionData, onTap: ((MessageReactionType) -> Void)?) {
            self.useBigIcon = useBigIcon
            self.reaction = reaction
            self.onTap = onTap
        }
    }

    /// What it shows.
    public var content: Content? { didSet { updateContentIfNeeded() } }

    /// The reaction's icon (chatshot's drawing of the SDK's reaction images; nil for a type it has none for).
    open var reactionImage: UIImage? {
        guard let type = content?.reaction.type else { return nil }
        return Images.builtIn(named: "reaction_" + type.rawValue)
    }

    /// The icon's colour.
    open var reactionImageTint: UIColor? {
        guard let content else { return nil }
        return content.reaction.isChosenByCurrentUser ? tintColor : appearance.colorPalette.textSecondary
    }

    open override func updateContent() {
        super.updateContent()
        setImage(reactionImage, for: .normal)
        imageView?.tintColor = reactionImageTint
    }
}
