import StreamChat
import UIKit

/// What the channel list shows when the user taps (the SDK's `ChatChannelListRouter`, from
/// `Components.channelListRouter`). In a still render the methods show nothing; an app's overrides are called
/// when its code calls them.
open class ChatChannelListRouter: NavigationRouter<ChatChannelListVC>, ComponentsProvider {
    /// The components of the channel list.
    public var components: Components {
        get { rootViewController.components }
        set { rootViewController.components = newValue }
    }

    /// Shows the current user's profile (inert in a still render).
    open func showCurrentUserProfile() {}

    /// Shows a channel (inert in a still render).
    open func showChannel(for cid: ChannelId) {
        showChannel(for: cid, at: nil)
    }

    /// Shows a channel at a message (inert in a still render).
    open func showChannel(for cid: ChannelId, at messageId: MessageId?) {}

    /// The "more" swipe action of a channel (inert in a still render).
    open func didTapMoreButton(for cid: ChannelId) {}

    /// The "delete" swipe action of a channel (inert in a still render).
    open func didTapDeleteButton(for cid: ChannelId) {}
}
