import ChatCanvas
import StreamChat
import UIKit

/// The long-press screen: the channel's (or thread's) view controller with the message's popup over it
/// (`Components.messagePopupVC`): its actions, or who reacted to it.
open class ChatMessagePopupScreen: _View, PagedScreen {
    public struct Content {
        /// The long-pressed message.
        public var message: ChatMessage
        /// The list the message is shown in.
        public var context: MessageListContext
        /// Show the reaction authors instead of the actions.
        public var showsReactionAuthors: Bool
        public init(message: ChatMessage, context: MessageListContext, showsReactionAuthors: Bool = false) {
            self.message = message
            self.context = context
            self.showsReactionAuthors = showsReactionAuthors
        }
    }

    public var content: Content? { didSet { setNeedsLayout() } }

    /// The screen under the popup: a `ChatChannelVC` or `ChatThreadVC` (set before the popup screen is set up).
    public var screenVC: UIViewController = ChatChannelVC()
    public private(set) lazy var popupVC: ChatMessagePopupVC = components.messagePopupVC.init()

    open override class var customizableSubviewNames: [String] { ["screenVC", "popupVC"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["screenVC": screenVC, "popupVC": popupVC]
    }

    /// The message list of the screen under the popup.
    private var messageListVC: ChatMessageListVC? {
        (screenVC as? ChatChannelVC)?.messageListVC ?? (screenVC as? ChatThreadVC)?.messageListVC
    }

    open override func setUpLayout() {
        addSubview(screenVC)
        addSubview(popupVC)
    }

    open override func layoutSubviews() {
        let b = bounds
        screenVC.frame = b
        popupVC.frame = b
        screenVC.layoutIfNeeded()
        guard let content, let list = messageListVC?.listView else { return }
        // The message's place in the list (its content view, in this view's coordinates).
        guard
            let cell = list.cells.first(where: { $0.messageContentView?.content?.id == content.message.id }),
            let messageView = cell.messageContentView, let options = messageView.layoutOptions
        else { return }
        let frame = convert(messageView.bounds, from: messageView)
        if popupVC.content?.message.id != content.message.id {
            popupVC.content = .init(
                message: content.message, context: content.context, layoutOptions: options,
                messageViewFrame: frame, showsReactionAuthors: content.showsReactionAuthors)
        }
        popupVC.layoutIfNeeded()
    }

    /// The popup covers one screen: its own height, one page.
    public func fullHeight(width: CGFloat) -> CGFloat { bounds.height }
    public var pageBreaks: [CGFloat] { [] }
}
