import ChatCanvas
import UIKit

/// The "UNREAD MESSAGES" strip above the first unread message (8 pt of space above it).
open class ChatUnreadMessagesCountDecorationView: ChatMessagesCountDecorationView {
    public var content: Int = 0 { didSet { updateContentIfNeeded() } }
    open override var stripInsets: UIEdgeInsets { UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0) }

    open override func updateContent() { textLabel.text = "UNREAD MESSAGES" }
}
