import UIKit

/// A row of the channel list (`Components.channelCell`): the channel's `itemView`
/// (`Components.channelContentView`) filling the cell's content view.
///
/// The row is self-sizing, as the SDK's is: as tall as the item view's Auto Layout fitting height at the row's width
/// (`systemLayoutSizeFitting` with the width required and the height at `fittingSizeLevel`), so an app's subclass
/// that adds a view under the avatar, with constraints that push the row's bottom down, gets a taller row. The SDK's
/// row is 64 pt: the avatar (48) inside the main container's 8-pt margins.
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

    /// As wide as offered, as tall as the item view's constraints make it at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard size.width.isFinite else { return itemView.sizeThatFits(size) }
        let fitted = itemView.systemLayoutSizeFitting(
            CGSize(width: size.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: size.width, height: fitted.height)
    }
}
