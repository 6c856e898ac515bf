import UIKit

/// A mention's cell of the suggestions list (`Components.suggestionsMentionCollectionViewCell`): holds the
/// mention's view (`Components.suggestionsMentionView`). chatshot's popup stacks the views themselves
/// (`ChatSuggestionsCollectionView`); the cells are what apps subclass, made and set up.
open class ChatMentionSuggestionCollectionViewCell: _CollectionViewCell, ComponentsProvider {
    /// The reuse identifier of the cell.
    open class var reuseId: String { String(describing: self) }
    /// The mention's view.
    public private(set) lazy var mentionView: ChatMentionSuggestionView = components.suggestionsMentionView.init()

    open override func setUpLayout() {
        super.setUpLayout()
        contentView.embed(mentionView)
    }
}

/// A command's cell of the suggestions list (`Components.suggestionsCommandCollectionViewCell`): holds the
/// command's view (`Components.suggestionsCommandView`).
open class ChatCommandSuggestionCollectionViewCell: _CollectionViewCell, ComponentsProvider {
    /// The reuse identifier of the cell.
    open class var reuseId: String { String(describing: self) }
    /// The command's view.
    public private(set) lazy var commandView: ChatCommandSuggestionView = components.suggestionsCommandView.init()

    open override func setUpLayout() {
        super.setUpLayout()
        contentView.embed(commandView)
    }
}

/// The layout of the suggestions list (`Components.suggestionsCollectionViewLayout`): full-width rows, no spacing.
open class ChatSuggestionsCollectionViewLayout: UICollectionViewFlowLayout {
    public override init() {
        super.init()
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The header of the suggestions list (`Components.suggestionsHeaderReusableView`): holds the header view
/// (`Components.suggestionsHeaderView`, "Instant Commands").
open class ChatSuggestionsCollectionReusableView: UICollectionReusableView, ComponentsProvider {
    /// The reuse identifier of the view.
    open class var reuseId: String { String(describing: self) }
    /// The components the header is made from.
    public var components: Components = .default
    /// The header view.
    public private(set) lazy var suggestionsHeader: ChatSuggestionsHeaderView = components.suggestionsHeaderView
        .init()

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil, suggestionsHeader.superview == nil { embed(suggestionsHeader) }
    }
}
