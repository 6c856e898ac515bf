import StreamChat
import UIKit

/// The animation that opens and closes the message actions popup (`Components.messageActionsTransitionController`):
/// inert in a still picture, where the popup is drawn open (`ChatMessagePopupVC`).
open class ChatMessageActionsTransitionController: NSObject {
    /// Whether it is presenting (true) or dismissing.
    open var isPresenting: Bool = false
    /// The haptic feedback of opening the popup (inert).
    public private(set) lazy var impactFeedbackGenerator = UIImpactFeedbackGenerator(style: .medium)
    /// The message the popup is for.
    public internal(set) var selectedMessageId: MessageId?
    /// The message list the popup opens from.
    public private(set) weak var messageListVC: ChatMessageListVC?

    /// The frame of the selected message's content view in the window (the SDK's
    /// `selectedMessageContentViewFrame`): less the top half of its reactions bubble, which overhangs the message.
    open var selectedMessageContentViewFrame: CGRect? {
        guard let messageContentView = selectedMessageCell?.messageContentView else { return nil }
        let reactionsBubbleHeight = messageContentView.reactionsBubbleView?.frame.height ?? 0
        var root: UIView = messageContentView
        while let parent = root.superview { root = parent }
        var frame = root.convert(CGRect(origin: .zero, size: messageContentView.frame.size), from: messageContentView)
        frame.size.height -= reactionsBubbleHeight / 2
        frame.origin.y += reactionsBubbleHeight / 2
        return frame
    }

    /// The message list's cell that shows the selected message, if it is laid out.
    open var selectedMessageCell: ChatMessageCell? {
        messageListVC?.listView.visibleCells.lazy.compactMap { $0 as? ChatMessageCell }
            .first { $0.messageContentView?.content?.id == self.selectedMessageId }
    }

    public required init(messageListVC: ChatMessageListVC?) {
        self.messageListVC = messageListVC
        super.init()
    }
}
