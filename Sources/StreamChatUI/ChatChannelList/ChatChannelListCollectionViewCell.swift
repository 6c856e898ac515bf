import UIKit

/// A row of the channel list (`Components.channelCell`): the channel's `itemView`
/// (`Components.channelContentView`) filling the cell's content view.
open class ChatChannelListCollectionViewCell: _CollectionViewCell {
    /// The row's content.
    open private(set) lazy var itemView: ChatChannelListItemView = components.channelContentView.init()

    open override func setUpLayout() {
        super.setUpLayout()
        contentView.addSubview(itemView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        itemView.frame = contentView.bounds
    }

    /// As wide as offered, as tall as the item view measures.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: itemView.sizeThatFits(CGSize(width: size.width, height: .infinity)).height)
    }
}
