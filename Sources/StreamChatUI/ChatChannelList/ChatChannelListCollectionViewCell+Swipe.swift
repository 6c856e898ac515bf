import UIKit

extension ChatChannelListCollectionViewCell {
    /// The row's swipe actions (the SDK's `swipeableView`, a `Components.channelActionsView`). A still picture
    /// shows every row closed, so the view is made for an app to configure (`swipeableView.delegate = nil`) and is
    /// not drawn.
    public var swipeableView: SwipeableView {
        if let view = associatedValue(forKey: "swipeableView") as? SwipeableView { return view }
        let view = components.channelActionsView.init()
        setAssociatedValue(view, forKey: "swipeableView")
        return view
    }
}
