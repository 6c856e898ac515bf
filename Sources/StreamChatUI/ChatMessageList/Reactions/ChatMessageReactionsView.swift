import StreamChat
import UIKit

/// A row of reactions (`Components.messageReactionsView`): one `reactionItemView` per reaction, ordered by
/// `reactionsSorting`.
open class ChatMessageReactionsView: _View, ThemeProvider {
    /// The reactions shown.
    public struct Content {
        public let useBigIcons: Bool
        public let reactions: [ChatMessageReactionData]
        public let didTapOnReaction: ((MessageReactionType) -> Void)?
        public init(
            useBigIcons: Bool, reactions: [ChatMessageReactionData],
            didTapOnReaction: ((MessageReactionType) -> Void)?
        ) {
            self.useBigIcons = useBigIcons
            self.reactions = reactions
            self.didTapOnReaction = didTapOnReaction
        }
    }

    /// What it shows.
    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// The class of each reaction's view.
    open var reactionItemView: ChatMessageReactionItemView.Type { components.messageReactionItemView }
    /// The order of the reactions.
    open var reactionsSorting: (ChatMessageReactionData, ChatMessageReactionData) -> Bool {
        components.reactionsSorting
    }
    /// The row the reactions' views are in.
    public private(set) lazy var stackView: UIStackView = {
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 4
        return stack
    }()

    open override func setUpLayout() {
        super.setUpLayout()
        embed(stackView)
    }

    open override func updateContent() {
        super.updateContent()
        stackView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        guard let content else { return }
        for reaction in content.reactions.sorted(by: reactionsSorting) {
            let item = reactionItemView.init()
            item.content = .init(
                useBigIcon: content.useBigIcons, reaction: reaction, onTap: content.didTapOnReaction)
            stackView.addArrangedSubview(item)
        }
    }
}

/// The reactions of the reaction picker (`Components.reactionPickerReactionsView`).
open class ChatReactionPickerReactionsView: ChatMessageReactionsView {
    open override var reactionItemView: ChatMessageReactionItemView.Type {
        components.reactionPickerReactionItemView
    }
}
