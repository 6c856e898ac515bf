import ChatCanvas
import StreamChat
import UIKit

/// The unread replies of a thread (the SDK's `ChatThreadUnreadCountView`): the channel badge (a red capsule with the
/// count), 20 pt tall as in the SDK's thread-list pictures (ink 20×20 around "1" and "2"): the channel badge's
/// margins of 2 pt vertical / 3 pt horizontal. Hidden at 0.
open class ChatThreadUnreadCountView: ChatChannelUnreadCountView {
    open override func setUpLayout() {
        super.setUpLayout()
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
    }
}
