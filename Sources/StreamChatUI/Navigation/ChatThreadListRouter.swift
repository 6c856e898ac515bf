import StreamChat
import UIKit

/// What the thread list shows when the user taps (the SDK's `ChatThreadListRouter`, from
/// `Components.threadListRouter`). In a still render nothing is shown.
open class ChatThreadListRouter: NavigationRouter<ChatThreadListVC>, ComponentsProvider {
    /// The components of the thread list.
    public var components: Components {
        get { rootViewController.components }
        set { rootViewController.components = newValue }
    }

    /// Shows a thread's replies (inert in a still render).
    open func showThread(_ thread: ChatThread) {}
}
