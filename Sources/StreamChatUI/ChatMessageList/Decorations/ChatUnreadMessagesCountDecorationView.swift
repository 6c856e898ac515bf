import UIKit
import ChatCanvas

/// The "UNREAD MESSAGES" strip above the first unread message (8 pt of space above it).
open class ChatUnreadMessagesCountDecorationView: ChatMessagesCountDecorationView {
    public var content: Int = 0 { didSet { updateContentIfNeeded() } }
    open override var stripInsets: EdgeInsets { EdgeInsets(top: 8) }

    open override func updateContent() { textLabel.text = "UNREAD MESSAGES" }
}
