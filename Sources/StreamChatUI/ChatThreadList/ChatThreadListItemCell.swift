import UIKit

/// A row of the thread list (`Components.threadListItemCell`): holds the thread's view
/// (`Components.threadListItemView`).
open class ChatThreadListItemCell: _TableViewCell, ThemeProvider {
    /// The thread's view.
    open private(set) lazy var itemView: ChatThreadListItemView = components.threadListItemView.init()

    open override func setUpLayout() {
        super.setUpLayout()
        contentView.embed(itemView)
    }
}
