import StreamChat
import UIKit

/// The style of a reactions bubble.
public enum ChatMessageReactionsBubbleStyle: Equatable, Sendable {
    case bigIncoming, bigOutgoing, smallIncoming, smallOutgoing
}

/// The bubble of the reaction picker above a long-pressed message (`Components.reactionPickerBubbleView`): the
/// picker's reactions in `contentView`. chatshot's picker (`ChatMessageReactionsPickerVC`) draws its own row; this
/// class is what apps subclass, made and set up, not yet placed by the picker.
open class ChatReactionPickerBubbleView: _View, ThemeProvider {
    /// The reactions shown, the bubble's style and what a tap does.
    public struct Content {
        public let style: ChatMessageReactionsBubbleStyle
        public let reactions: [ChatMessageReactionData]
        public let didTapOnReaction: (MessageReactionType) -> Void
        public init(
            style: ChatMessageReactionsBubbleStyle, reactions: [ChatMessageReactionData],
            didTapOnReaction: @escaping (MessageReactionType) -> Void
        ) {
            self.style = style
            self.reactions = reactions
            self.didTapOnReaction = didTapOnReaction
        }
    }

    /// What it shows.
    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// The reactions.
    public private(set) lazy var contentView: ChatMessageReactionsView = components.reactionPickerReactionsView.init()
    /// Where a tail would start and end.
    open var tailLeadingAnchor: NSLayoutXAxisAnchor { contentView.centerXAnchor }
    open var tailTrailingAnchor: NSLayoutXAxisAnchor { contentView.centerXAnchor }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(contentView, insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
    }

    open override func updateContent() {
        super.updateContent()
        contentView.content = content.map {
            .init(useBigIcons: true, reactions: $0.reactions, didTapOnReaction: $0.didTapOnReaction)
        }
    }
}

/// The SDK's default picker bubble: a rounded capsule in the surface colour.
open class DefaultChatReactionPickerBubbleView: ChatReactionPickerBubbleView {
    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.backgroundCoreSurfaceStrong
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
