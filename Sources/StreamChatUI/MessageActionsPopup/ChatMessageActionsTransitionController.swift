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

    public required init(messageListVC: ChatMessageListVC?) {
        self.messageListVC = messageListVC
        super.init()
    }
}
