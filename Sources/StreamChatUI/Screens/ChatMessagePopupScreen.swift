import ChatCanvas
import StreamChat
import UIKit

/// The long-press screen: the channel (or thread) screen with the message's popup over it
/// (`Components.messagePopupVC`): its actions, or who reacted to it.
open class ChatMessagePopupScreen: _View, PagedScreen {
    public struct Content {
        /// The screen under the popup.
        public var screen: ChatChannelScreen.Content
        /// The long-pressed message.
        public var message: ChatMessage
        /// Show the reaction authors instead of the actions.
        public var showsReactionAuthors: Bool
        public init(screen: ChatChannelScreen.Content, message: ChatMessage, showsReactionAuthors: Bool = false) {
            self.screen = screen
            self.message = message
            self.showsReactionAuthors = showsReactionAuthors
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let channelScreen = ChatChannelScreen()
    public private(set) lazy var popupVC: ChatMessagePopupVC = components.messagePopupVC.init()

    open override class var customizableSubviewNames: [String] { ["channelScreen", "popupVC"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["channelScreen": channelScreen, "popupVC": popupVC]
    }

    open override func setUpLayout() {
        addSubview(channelScreen)
        addSubview(popupVC)
    }

    open override func updateContent() {
        channelScreen.content = content?.screen
    }

    open override func layoutSubviews() {
        let b = bounds
        channelScreen.frame = b
        popupVC.frame = b
        channelScreen.layoutIfNeeded()
        guard let content else { return }
        // The message's place in the list (its content view, in this view's coordinates).
        let list = channelScreen.messageListView
        guard let cell = list.cells.first(where: { $0.messageContentView?.content?.id == content.message.id }),
            let messageView = cell.messageContentView, let options = messageView.layoutOptions
        else { return }
        let frame = convert(messageView.bounds, from: messageView)
        if popupVC.content?.message.id != content.message.id {
            popupVC.content = .init(
                message: content.message, context: content.screen.context, layoutOptions: options,
                messageViewFrame: frame, showsReactionAuthors: content.showsReactionAuthors)
        }
        popupVC.layoutIfNeeded()
    }

    /// The popup covers one screen: its own height, one page.
    public func fullHeight(width: CGFloat) -> CGFloat { bounds.height }
    public var pageBreaks: [CGFloat] { [] }
}
