import UIKit

/// A row of the channel list's loading skeleton (`Components.channelListLoadingViewCell`): holds the skeleton's
/// content (`Components.channelListLoadingContentViewCell`).
open class ChatChannelListLoadingViewCell: _TableViewCell, ThemeProvider {
    /// The skeleton row.
    open private(set) lazy var chatChannelListLoadingViewCellContentView: ChatChannelListLoadingViewCellContentView =
        components.channelListLoadingContentViewCell.init()

    open override func setUpLayout() {
        super.setUpLayout()
        contentView.embed(chatChannelListLoadingViewCellContentView)
    }
}
