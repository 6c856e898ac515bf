import ChatCanvas
import StreamChat
import UIKit

/// The thread screen's "N REPLIES" strip under the parent message (8 pt of space below it).
open class ChatThreadRepliesCountDecorationView: ChatMessagesCountDecorationView {
    public var content: ChatMessage? { didSet { updateContentIfNeeded() } }
    open override var stripInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0) }

    open override func updateContent() {
        let n = content?.replyCount ?? 0
        textLabel.text = n == 0 ? "NO REPLIES" : (n == 1 ? "1 REPLY" : "\(n) REPLIES")
    }
}
